import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { usePlaceSuggestions, type PlaceSuggestion } from '../api/geo-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { typedBeforeHydration } from '@/lib/hydration';

interface LocationSearchProps {
  /** The place currently searched around, shown in the box ('' for none). */
  value: string;
  onSearch: (text: string) => void;
  onPick: (place: PlaceSuggestion) => void;
  onUseMyLocation: () => void;
  locating?: boolean;
  error?: string;
  label?: string;
  className?: string;
  /** Label for screen readers only, and no "use my location" (the map has its own locate button). */
  compact?: boolean;
}

/**
 * ZIP code or city with suggestions from the offline gazetteer (an ARIA 1.2 combobox), plus "use my
 * location". Typing never searches by itself: a phone on one bar should not fire a search per letter.
 */
export function LocationSearch({ value, onSearch, onPick, onUseMyLocation, locating, error, label, className, compact }: LocationSearchProps) {
  const id = useId();
  const { t } = useTranslation('geo');
  const [text, setText] = useState(() => typedBeforeHydration(id) ?? value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new place from outside (a pick, Back) replaces the box's text; the first render keeps what was typed before hydration.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const query = useDebouncedValue(text.trim(), 250);
  const wantSuggestions = open && query.length >= 2 && query !== value;
  const { data } = usePlaceSuggestions(query, wantSuggestions);
  const options = wantSuggestions ? (data ?? []).slice(0, 6) : [];
  const expanded = options.length > 0;

  function pick(p: PlaceSuggestion) {
    setText(p.label);
    setOpen(false);
    onPick(p);
  }
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (expanded && active >= 0) return pick(options[active]);
    setOpen(false);
    // What the box holds now, not the state: text typed while the page was still hydrating is in the box but not yet
    // in `text`, and a person who typed a town and pressed Enter means that town.
    const typed = String(new FormData(e.currentTarget).get('location') ?? text).trim();
    // The box shows the place searched around ("Your location", "Map area", a picked town): submitted unchanged,
    // it is that search already, not a place name to look up.
    if (typed && typed !== value) onSearch(typed);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && expanded) {
      e.preventDefault();
      setActive((a) => (a + 1) % options.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <form role="search" aria-label={t('search.formLabel')} onSubmit={submit} noValidate className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={cn('block text-sm font-medium text-stone-800', compact && 'sr-only')}>
        {label ?? t('search.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <MapPin className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            id={id}
            // Named, so that a search sent before the scripts run reaches the page as ?location= (the server renders it).
            name="location"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="pl-10"
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t('search.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
          >
            {options.map((p, i) => (
              <li
                key={`${p.label}-${i}`}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault() /* keep focus in the box */}
                onClick={() => pick(p)}
                className={cn('cursor-pointer px-3 py-2.5', i === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-50')}
              >
                {p.label}
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" size="icon" aria-label={t('search.submit')}>
          <Search className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      )}
      {!compact && (
        <Button variant="ghost-brand" size="sm" onClick={onUseMyLocation} disabled={locating} className="-ml-2">
          <LocateFixed className="h-4 w-4" aria-hidden="true" />
          {locating ? t('search.finding') : t('search.useMyLocation')}
        </Button>
      )}
    </form>
  );
}
