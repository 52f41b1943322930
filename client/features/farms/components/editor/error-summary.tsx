import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { AlertTriangle } from 'lucide-react';
import { fieldName, type FieldErrors } from './validate';

const SECTION: Array<[RegExp, string]> = [
  [/^(name|kind|description)$/, 'basics'],
  [/^(lat|lng|address|city|region|postalCode|country)$/, 'location'],
  [/^openingHours/, 'hours'],
  [/^products/, 'products'],
  [/^(categories|features)/, 'offer'],
  [/^(paymentMethods|payment)/, 'payment'],
  [/^(phone|website|email)$/, 'contact'],
];
const sectionOf = (key: string) => SECTION.find(([re]) => re.test(key))?.[1] ?? 'basics';

/** After a failed save: what to fix, each linked to its section. Focused, so it is read out at once. */
export const ErrorSummary = forwardRef<HTMLDivElement, { message?: string; errors: FieldErrors }>(function ErrorSummary({ message, errors }, ref) {
  const { t } = useTranslation('farms');
  const keys = Object.keys(errors);
  if (!message && keys.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-tomato-700"
    >
      <p className="flex items-center gap-2 font-semibold text-tomato-700">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" /> {message ?? t('editor.summary.check')}
      </p>
      {keys.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {keys.map((k) => (
            <li key={k}>
              <a href={`#${sectionOf(k)}`} className="font-medium underline">
                {fieldName(k, t)}
              </a>
              : {errors[k]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
