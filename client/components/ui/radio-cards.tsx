/** One choice among a few, each a card with a title and a line of help: big enough to tap, clear which is chosen. */
export function RadioCards<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  /** Read by screen readers only: the dialog's title says it on screen. */
  legend: string;
  name: string;
  value: T | null;
  onChange: (value: T) => void;
  options: ReadonlyArray<readonly [value: T, title: string, hint: string]>;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{legend}</legend>
      {options.map(([v, title, hint]) => (
        <label
          key={v}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
        >
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" />
          <span>
            <span className="block font-semibold text-stone-900">{title}</span>
            <span className="block text-sm text-stone-700">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
