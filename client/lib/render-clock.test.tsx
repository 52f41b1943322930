import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RenderClockProvider, useNow, useViewerTimeZone } from './render-clock';

afterEach(cleanup);

const SERVER_NOW = Date.UTC(2026, 11, 6, 12, 0);

function Clock() {
  return (
    <p>
      {useNow().getTime() === SERVER_NOW ? 'server' : 'live'} {useViewerTimeZone() ?? 'reader'}
    </p>
  );
}

// After the next paint: a frame, then a task.
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

// The live clock's first render makes the page's first Intl object (decision 075): it waits until the touch is over
// and its response painted, so ICU starting does not stand between the finger and the tap's click.
describe('RenderClockProvider', () => {
  it('keeps the server’s instant and zone through a touch’s start, and lets go once it ends', async () => {
    render(
      <RenderClockProvider serverNow={SERVER_NOW}>
        <Clock />
      </RenderClockProvider>,
    );
    expect(screen.getByText('server UTC')).toBeTruthy();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await painted();
    expect(screen.getByText('server UTC')).toBeTruthy();
    window.dispatchEvent(new Event('pointerup'));
    await painted();
    expect(screen.getByText('live reader')).toBeTruthy();
  });

  it('lets go when a scroll’s touch is cancelled, or a key comes up', async () => {
    for (const type of ['pointercancel', 'keyup']) {
      const { unmount } = render(
        <RenderClockProvider serverNow={SERVER_NOW}>
          <Clock />
        </RenderClockProvider>,
      );
      window.dispatchEvent(new Event(type));
      await painted();
      expect(screen.getByText('live reader'), type).toBeTruthy();
      unmount();
    }
  });

  it('is the live clock from the start on a page the browser rendered itself', () => {
    render(
      <RenderClockProvider>
        <Clock />
      </RenderClockProvider>,
    );
    expect(screen.getByText('live reader')).toBeTruthy();
  });
});
