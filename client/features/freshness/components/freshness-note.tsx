import { AlertTriangle, Clock, ShieldCheck } from 'lucide-react';
import type { Freshness } from '@common/schemas/freshness';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { hoursFreshnessText, shortFreshnessText, useFreshnessSay } from '../freshness-text';

const LOOK = {
  fresh: { Icon: ShieldCheck, className: 'text-brand-800' },
  aging: { Icon: Clock, className: 'text-amber-800' },
  stale: { Icon: AlertTriangle, className: 'text-tomato-700' },
} as const;

interface FreshnessNoteProps {
  freshness: Freshness;
  /** The listing's import source ('osm', 'usda'…): the listing page names it; a card leaves it out. */
  source?: string | null;
  compact?: boolean;
  className?: string;
}

/** How far to trust the hours, said plainly: who confirmed them and when, or that nobody has. */
export function FreshnessNote({ freshness, source = null, compact, className }: FreshnessNoteProps) {
  const { Icon, className: tone } = LOOK[freshness.level];
  const now = useNow(); // the server's clock while its markup is hydrated
  const say = useFreshnessSay();
  const text = compact ? shortFreshnessText(freshness, now, say) : hoursFreshnessText(freshness, source, now, say);
  return (
    <p className={cn('flex items-start gap-1.5', compact ? 'text-xs' : 'text-sm font-medium', tone, className)} data-freshness={freshness.level}>
      <Icon className={cn('shrink-0', compact ? 'mt-px h-3.5 w-3.5' : 'mt-0.5 h-4 w-4')} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
