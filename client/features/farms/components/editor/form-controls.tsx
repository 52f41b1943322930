import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

const control =
  'w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-tomato-700';

function Message({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm font-medium text-tomato-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-stone-600">
      {hint}
    </p>
  ) : null;
}
const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}
export function TextAreaField({ label, error, hint, className, id, ...props }: TextAreaProps) {
  const gen = useId();
  const fid = id ?? gen;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fid} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={fid}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, error, hint)}
        className={cn(control, 'min-h-32 py-2.5')}
        {...props}
      />
      <Message id={fid} error={error} hint={hint} />
    </div>
  );
}

interface SelectProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  options: ReadonlyArray<{ id: string | number; label: string }>;
}
export function SelectField({ label, error, options, className, id, ...props }: SelectProps) {
  const gen = useId();
  const fid = id ?? gen;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fid} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={fid} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fid, error)} className={cn(control, 'h-11')} {...props}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={fid} error={error} />
    </div>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}
/**
 * A checkbox with role="switch": a big track to hit with a thumb, announced as on/off. The label (track
 * and title) toggles it; the description stays out of the name and is tied with aria-describedby.
 */
export function Switch({ checked, onChange, label, description, disabled, size = 'md', className }: SwitchProps) {
  const id = useId();
  const big = size === 'lg';
  return (
    <div className={cn(disabled && 'opacity-60', className)}>
      <label htmlFor={id} className={cn('flex items-center gap-3', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={description ? `${id}-d` : undefined}
        />
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex shrink-0 items-center rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            big ? 'h-9 w-16' : 'h-7 w-12',
            checked ? 'bg-brand-600' : 'bg-stone-500',
          )}
        >
          <span
            className={cn(
              'absolute rounded-full bg-white shadow transition-transform',
              big ? 'left-1 h-7 w-7' : 'left-1 h-5 w-5',
              checked && (big ? 'translate-x-7' : 'translate-x-5'),
            )}
          />
        </span>
        <span className="min-w-0 font-medium text-stone-900">{label}</span>
      </label>
      {description && (
        <p id={`${id}-d`} className={cn('text-sm text-stone-600', big ? 'pl-[4.75rem]' : 'pl-[3.75rem]')}>
          {description}
        </p>
      )}
    </div>
  );
}

/** One titled section of the editor, a landmark a screen reader can jump to. */
export function EditorSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-stone-700">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
