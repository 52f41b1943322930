import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageErrorBoundary } from './page-error-boundary';

afterEach(cleanup);

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('a page that fails');
  return <p>The page</p>;
}

describe('PageErrorBoundary', () => {
  it('shows a message in place of a page that throws, and the page again at another address', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const memory = memoryLocation({ path: '/map' });
    const page = (broken: boolean) => (
      <Router hook={memory.hook}>
        <p>Header</p>
        <PageErrorBoundary>
          <Broken broken={broken} />
        </PageErrorBoundary>
      </Router>
    );
    const { rerender } = render(page(true));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Header')).toBeTruthy(); // the shell outside the boundary stays
    expect(screen.queryByText('The page')).toBeNull();

    rerender(page(false));
    expect(screen.getByRole('alert')).toBeTruthy(); // same address: still the message, not a retry loop
    act(() => memory.navigate('/browse'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The page')).toBeTruthy();
    quiet.mockRestore();
  });
});
