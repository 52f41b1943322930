import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';

/** docs/product.md §S9: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </T.Provider>
  );
}

/**
 * A tooltip with docs/product.md's delays. Several tooltips that should share the skip delay go inside one
 * TooltipProvider; the app has none at its root, so pages without tooltips do not download them.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content sideOffset={6} className="z-50 max-w-xs rounded-lg bg-stone-900 px-3 py-1.5 text-sm text-white shadow-lg">
            {content}
            <T.Arrow className="fill-stone-900" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
