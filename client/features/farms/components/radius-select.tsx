import { useId } from 'react';

interface RadiusSelectProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (radius: number) => void;
  /** How each distance reads ("25 mi", "10 mi of Kingston, NY"). */
  optionLabel: (radius: number) => string;
  className?: string;
}

/** A labelled distance picker, touch-sized. */
export function RadiusSelect({ label, value, options, onChange, optionLabel, className }: RadiusSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={`h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 ${className ?? ''}`}
      >
        {options.map((r) => (
          <option key={r} value={r}>
            {optionLabel(r)}
          </option>
        ))}
      </select>
    </div>
  );
}
