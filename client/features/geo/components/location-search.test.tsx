import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationSearch } from './location-search';

afterEach(cleanup);

function box(value: string) {
  const onSearch = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LocationSearch value={value} onSearch={onSearch} onPick={vi.fn()} onUseMyLocation={vi.fn()} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox');
  return { onSearch, input, submit: () => fireEvent.submit(input.closest('form')!) };
}

describe('LocationSearch', () => {
  it('keeps the current search when the box still shows its place ("Your location", "Map area")', () => {
    const { onSearch, input, submit } = box('Your location');
    expect(input).toHaveProperty('value', 'Your location');
    submit();
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 12401 ' } });
    submit();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('12401');
  });

  it('searches a typed place from an empty box', () => {
    const { onSearch, input, submit } = box('');
    submit();
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Kingston, NY' } });
    submit();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Kingston, NY');
  });

  it('searches what the box holds when it was typed before React saw it (a page still hydrating)', () => {
    const { onSearch, input, submit } = box('12401');
    // Written straight into the element, as a person typing before hydration does: no change event reaches React.
    (input as HTMLInputElement).value = 'Kingston, NY';
    submit();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Kingston, NY');
  });
});
