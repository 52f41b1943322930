import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { typedBeforeHydration } from '@/lib/hydration';

/**
 * "strawberries", "eggs", a stand's name. Writes `q` into the URL once typing pauses, replacing the
 * history entry so Back does not replay every keystroke.
 */
export function KeywordSearch({ value, onChange }: { value: string; onChange: (q: string | undefined) => void }) {
  const { t } = useTranslation('farms');
  const id = useId();
  // What was typed before this part hydrated stays (decision 073 point 9).
  const [text, setText] = useState(() => typedBeforeHydration(id) ?? value);
  const settled = useDebouncedValue(text.trim(), 400);
  const written = useRef(value);

  useEffect(() => {
    // The URL changed under us (Back, a link): show what it says.
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    onChange(settled || undefined);
  }, [settled, onChange]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('search.lookingFor')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          className="pl-10 pr-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            aria-label={t('search.clear')}
            className="absolute right-1 top-1/2 -translate-y-1/2 rounded-lg p-2.5 text-stone-600 hover:bg-stone-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
