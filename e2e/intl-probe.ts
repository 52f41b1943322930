/**
 * An init script that records every Intl object the page makes, and every locale-aware call that makes one inside
 * (`toLocaleString`, `localeCompare`…), each with its stack and whether the visitor's first pointer or key event had
 * come. The first Intl object of a page is ICU starting, 50–90 ms in one task on a slow phone (issue 31 point 1,
 * decision 075): nothing before the first touch may make one. Read the calls with `intlCalls(page)`.
 */
import type { Page } from '@playwright/test';

export type IntlCall = { name: string; stack: string; afterInput: boolean };

export function recordIntl() {
  const calls: Array<{ name: string; stack: string; afterInput: boolean }> = [];
  (window as unknown as { __intlCalls: typeof calls }).__intlCalls = calls;
  let touched = false;
  // Capture listeners added before any of the page's: they run before the render clock's own.
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(
      type,
      () => {
        touched = true;
      },
      { capture: true },
    );
  const note = (name: string) => calls.push({ name, stack: new Error().stack ?? '', afterInput: touched });
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of [
    'DateTimeFormat',
    'NumberFormat',
    'RelativeTimeFormat',
    'ListFormat',
    'PluralRules',
    'Collator',
    'DisplayNames',
    'Segmenter',
    'DurationFormat',
  ]) {
    const Ctor = intl[name] as ((...a: unknown[]) => unknown) | undefined;
    if (!Ctor) continue;
    intl[name] = new Proxy(Ctor, {
      construct(target, args, newTarget) {
        note(`Intl.${name}`);
        return Reflect.construct(target, args, newTarget === intl[name] ? target : newTarget);
      },
      apply(target, self, args) {
        note(`Intl.${name}`);
        return Reflect.apply(target, self, args);
      },
    });
  }
  const wrap = (owner: object, method: string, label: string) => {
    const original = (owner as Record<string, (...a: unknown[]) => unknown>)[method];
    Object.defineProperty(owner, method, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        note(label);
        return original.apply(this, args);
      },
    });
  };
  for (const m of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) wrap(Date.prototype, m, `Date.prototype.${m}`);
  wrap(Number.prototype, 'toLocaleString', 'Number.prototype.toLocaleString');
  wrap(BigInt.prototype, 'toLocaleString', 'BigInt.prototype.toLocaleString');
  wrap(Array.prototype, 'toLocaleString', 'Array.prototype.toLocaleString');
  wrap(String.prototype, 'localeCompare', 'String.prototype.localeCompare');
}

export const intlCalls = (page: Page) => page.evaluate(() => (window as unknown as { __intlCalls: IntlCall[] }).__intlCalls);
