import { useTranslation } from '@/lib/i18n/react';
import { WifiOff } from 'lucide-react';

/** Shown over a map whose tiles did not load: the stands are still there, only the background is missing. */
export function TilesUnavailable({ inline }: { inline?: boolean }) {
  const { t } = useTranslation('farms');
  return (
    <p
      className={`pointer-events-none ${inline ? '' : 'absolute bottom-7 left-2 z-[500]'} flex max-w-[85%] items-center gap-1.5 rounded-lg bg-white/95 px-2.5 py-1.5 text-xs font-medium text-stone-800 shadow`}
    >
      <WifiOff className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t('map.noTiles')}
      <span className="sr-only">{t('map.noTilesHint')}</span>
    </p>
  );
}

export function MapLoadFailed() {
  const { t } = useTranslation('farms');
  return (
    <div role="alert" className="absolute inset-0 z-[500] flex items-center justify-center bg-cream/90 p-6 text-center text-stone-800">
      {t('map.loadFailed')}
    </div>
  );
}

/**
 * The colour the map draws on before (or without) tiles. Inline, because leaflet.css is unlayered and
 * would beat a Tailwind utility.
 */
export const MAP_BACKGROUND = { background: '#e7ecdf' } as const;

/** What the marker colours mean; the open marker also has a white centre, so colour is not the only cue. */
export function MapLegend() {
  const { t } = useTranslation('farms');
  const dot = (bg: string, open = false) => (
    <span
      className="inline-flex h-3.5 w-3.5 items-center justify-center rounded-full border-2 border-white shadow"
      style={{ background: bg }}
      aria-hidden="true"
    >
      {open && <span className="h-1.5 w-1.5 rounded-full bg-white" />}
    </span>
  );
  return (
    <ul
      aria-label={t('map.key')}
      className="pointer-events-auto flex flex-wrap gap-x-3 gap-y-1 rounded-lg bg-white/95 px-2.5 py-1.5 text-xs font-medium text-stone-800 shadow"
    >
      <li className="flex items-center gap-1">
        {dot('#2f6b3a', true)} {t('map.keyOpen')}
      </li>
      <li className="flex items-center gap-1">
        {dot('#b53d1c')} {t('open.closed')}
      </li>
      <li className="flex items-center gap-1">
        {dot('#57534e')} {t('open.notListed')}
      </li>
    </ul>
  );
}
