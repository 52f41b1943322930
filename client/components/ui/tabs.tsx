import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  /** The tab list's accessible name. */
  label: string;
  tabs: Array<TabItem<V>>;
  listClassName?: string;
  /** Each tab's classes; the selected one has `data-state="active"`. */
  tabClassName?: string;
}

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them: one tab in the Tab order, the arrow keys, Home and End move
 * to a tab and select it, and only the selected tab's panel is rendered, after the list. Written here rather than
 * taken from Radix, whose tabs brought roving focus, a collection and text direction: 7.5 KB Brotli of /auth's first
 * load for its two tabs (decision 089).
 */
export function Tabs<V extends string>({ value, onValueChange, label, tabs, listClassName, tabClassName }: TabsProps<V>) {
  const id = useId();
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = (tab: V) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[to]!.value;
    onValueChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={tabClassName}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.value === value)
        .map((tab) => (
          <div key={tab.value} role="tabpanel" id={panelId(tab.value)} aria-labelledby={tabId(tab.value)} tabIndex={0}>
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
