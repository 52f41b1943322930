import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const MOVES = [
  { way: 'up', by: -1, Icon: ArrowUp },
  { way: 'down', by: 1, Icon: ArrowDown },
] as const;

export interface EditableStop {
  id: number;
  name: string;
  place: string;
  lat: number;
  lng: number;
}

interface StopsEditorProps {
  stops: EditableStop[];
  onChange: (stops: EditableStop[]) => void;
  /** Where focus goes when the last stop is removed (the list's heading). */
  heading?: RefObject<HTMLElement | null>;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The stops in order: drag a row by its handle, or use its Move up / Move down buttons (focus follows
 * the moved stop, and the new position is announced). Removing a stop moves focus to the next stop's Remove
 * button (else the previous one's, else the heading), never to the top of the page.
 */
export function StopsEditor({ stops, onChange, heading }: StopsEditorProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const { t } = useTranslation('trips');

  const moveTo = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= stops.length || from === to) return;
    onChange(move(stops, from, to));
    setAnnouncement(t('stopsEditor.moved', { name: stops[from].name, position: to + 1, total: stops.length }));
    // Focus stays on the moved stop: the same arrow, or the other one once it reaches an end.
    if (focus) {
      requestAnimationFrame(() => {
        const row = list.current?.children[to];
        const same = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`);
        (same && !same.disabled ? same : row?.querySelector<HTMLButtonElement>(`[data-move="${focus === 'up' ? 'down' : 'up'}"]`))?.focus();
      });
    }
  };

  const remove = (i: number) => {
    onChange(stops.filter((_, j) => j !== i));
    setAnnouncement(t('stopsEditor.removed', { name: stops[i].name }));
    requestAnimationFrame(() => {
      const rows = list.current?.children;
      const row = rows?.[i] ?? rows?.[i - 1];
      (row?.querySelector<HTMLButtonElement>('[data-remove]') ?? heading?.current)?.focus();
    });
  };

  return (
    <>
      {stops.length ? (
        <ol ref={list} aria-label={t('stopsEditor.label')} className="space-y-2">
          {stops.map((s, i) => (
            <li
              key={s.id}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(s.id));
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(i);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) moveTo(dragging, i);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => (setDragging(null), setOver(null))}
              className={cn(
                'flex items-center gap-2 rounded-2xl bg-white p-2 pr-3 shadow-sm',
                dragging === i && 'opacity-50',
                over === i && dragging !== i ? 'ring-2 ring-brand-600' : 'ring-1 ring-stone-200',
              )}
            >
              <GripVertical className="h-5 w-5 shrink-0 cursor-grab text-stone-500" aria-hidden="true" />
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-stone-900">{s.name}</p>
                {s.place && <p className="truncate text-sm text-stone-600">{s.place}</p>}
              </div>
              {MOVES.map(({ way, by, Icon }) => (
                <Button
                  key={way}
                  size="icon"
                  variant="ghost"
                  data-move={way}
                  aria-label={way === 'up' ? t('stopsEditor.up', { name: s.name }) : t('stopsEditor.down', { name: s.name })}
                  disabled={i + by < 0 || i + by >= stops.length}
                  onClick={() => moveTo(i, i + by, way)}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </Button>
              ))}
              <Button size="icon" variant="ghost" data-remove aria-label={t('stopsEditor.remove', { name: s.name })} onClick={() => remove(i)}>
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-2xl bg-stone-50 p-4 text-stone-700 ring-1 ring-stone-200">{t('stopsEditor.empty')}</p>
      )}
      {/* Kept when the list empties, so the last removal is announced too. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
