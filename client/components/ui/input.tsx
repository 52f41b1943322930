import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface InputProps extends ComponentProps<'input'> {
  /** `lg`: the home page's search box. */
  inputSize?: 'md' | 'lg';
  /** `dark`: on a brand-green band (the footer's newsletter form). */
  tone?: 'light' | 'dark';
}

export function Input({ className, inputSize = 'md', tone = 'light', ...props }: InputProps) {
  return (
    <input
      className={cn(
        'w-full rounded-xl border px-3 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-tomato-700',
        inputSize === 'lg' ? 'h-12 text-lg' : 'h-11 text-base',
        tone === 'dark'
          ? 'border-brand-700 bg-brand-900 text-white placeholder:text-brand-200'
          : 'border-stone-300 bg-white text-stone-900 placeholder:text-stone-500',
        className,
      )}
      {...props}
    />
  );
}

interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, id, className, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      )}
    </div>
  );
}
