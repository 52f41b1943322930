import { useTranslation } from '@/lib/i18n/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The hero's search: a ZIP code or city goes to /browse?location=… (resolved offline on the server). */
export function LocationSearch() {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    const location = value.trim();
    if (!location) {
      setError(t('home.search.required'));
      input.current?.focus();
      return;
    }
    navigate(`${paths.browse}?location=${encodeURIComponent(location)}`);
  }

  return (
    // Before the scripts run, the browser sends the form itself: to /browse, as the script would (issue 31).
    <form
      role="search"
      aria-label={t('home.search.label')}
      action={paths.browse}
      method="get"
      onSubmit={submit}
      noValidate
      className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:p-5"
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {t('home.search.field')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          name="location"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(undefined);
          }}
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          inputSize="lg"
        />
        <Button type="submit" size="lg" className="shrink-0">
          <Search className="h-5 w-5" aria-hidden="true" />
          {t('home.search.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-tomato-700">
          {error}
        </p>
      )}
    </form>
  );
}
