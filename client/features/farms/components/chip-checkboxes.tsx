import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

interface ChipCheckboxesProps {
  legend: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  value: string[];
  onChange: (next: string[]) => void;
  hideLegend?: boolean;
  size?: 'sm' | 'md';
}

/** A group of real checkboxes drawn as chips: big to tap, announced as checkboxes, one tab stop each. */
export function ChipCheckboxes({ legend, options, value, onChange, hideLegend, size = 'md' }: ChipCheckboxesProps) {
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset>
      <legend className={cn('mb-2 text-sm font-semibold text-stone-800', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o.id);
          return (
            <label
              key={o.id}
              className={cn(
                'inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full px-3 font-medium ring-1 ring-inset transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                size === 'sm' ? 'min-h-9 text-sm' : 'min-h-11',
                on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50',
              )}
            >
              <input type="checkbox" className="sr-only" checked={on} onChange={() => toggle(o.id)} />
              {on && <Check className="h-4 w-4" aria-hidden="true" />}
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
