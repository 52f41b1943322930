import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';
import { Plus, X } from 'lucide-react';
import { MAX_INTERVALS_PER_DAY, fromMinutes as clock, toMinutes as minutes, type DayKey, type TimeInterval } from '@common/hours/weekly-grid';
import { Button } from '@/components/ui/button';
import { Switch } from './form-controls';

// <input type="time"> cannot show 24:00: midnight at the end of a day is typed as 00:00.
const shown = (time: string) => (time === '24:00' ? '00:00' : time);
const closeValue = (time: string) => (time === '00:00' ? '24:00' : time);

/** A day as said inside a sentence ("Monday opening time", "hora de apertura del lunes"). */
const dayName = (day: DayKey, t: TFunction<'farms'>) =>
  ({
    mo: t('editor.weekday.mo'),
    tu: t('editor.weekday.tu'),
    we: t('editor.weekday.we'),
    th: t('editor.weekday.th'),
    fr: t('editor.weekday.fr'),
    sa: t('editor.weekday.sa'),
    su: t('editor.weekday.su'),
  })[day];

/** A day as a label on its own ("Monday", "Lunes"). */
const dayLabel = (day: DayKey, t: TFunction<'farms'>) =>
  ({
    mo: t('editor.dayLabel.mo'),
    tu: t('editor.dayLabel.tu'),
    we: t('editor.dayLabel.we'),
    th: t('editor.dayLabel.th'),
    fr: t('editor.dayLabel.fr'),
    sa: t('editor.dayLabel.sa'),
    su: t('editor.dayLabel.su'),
  })[day];

interface DayRowProps {
  day: DayKey;
  intervals: TimeInterval[];
  onChange: (next: TimeInterval[]) => void;
  /** Sunrise-to-sunset days have no times to type, only open or closed. */
  timesHidden?: boolean;
  suggestion: TimeInterval;
}

const HOUR = 60;

/**
 * The period "Add hours" offers: an hour after the day's last one closes, for up to three hours (8–12 then 13–16), or
 * before its first one when the evening is full. It never overlaps what the farmer already has, so the grid stays
 * valid; a day with no gap left gets the evening's last hour, for the farmer to adjust.
 */
export function nextPeriod(intervals: TimeInterval[]): TimeInterval {
  const sorted = [...intervals].sort((a, b) => minutes(a.open) - minutes(b.open));
  const lastClose = sorted.length ? minutes(sorted.at(-1)!.close) : 0;
  const firstOpen = sorted.length ? minutes(sorted[0].open) : 24 * HOUR;
  if (lastClose + HOUR < 24 * HOUR) {
    const open = lastClose + HOUR;
    return { open: clock(open), close: clock(Math.min(24 * HOUR, open + 3 * HOUR)) };
  }
  if (firstOpen - HOUR > 0) {
    const close = firstOpen - HOUR;
    return { open: clock(Math.max(0, close - 3 * HOUR)), close: clock(close) };
  }
  return { open: '23:00', close: '24:00' };
}

/** The day with nextPeriod() added where it belongs: periods are kept in order. */
export const withPeriod = (intervals: TimeInterval[]) => [...intervals, nextPeriod(intervals)].sort((a, b) => minutes(a.open) - minutes(b.open));

export function HoursDayRow({ day, intervals, onChange, timesHidden, suggestion }: DayRowProps) {
  const { t } = useTranslation('farms');
  const name = dayName(day, t);
  const open = intervals.length > 0;
  const setAt = (i: number, patch: Partial<TimeInterval>) => onChange(intervals.map((iv, j) => (j === i ? { ...iv, ...patch } : iv)));
  return (
    <li className="flex flex-col gap-3 border-b border-stone-100 py-3 last:border-0 sm:flex-row sm:items-start">
      <Switch
        className="w-40 shrink-0 sm:pt-1"
        checked={open}
        onChange={(on) => onChange(on ? [suggestion] : [])}
        label={dayLabel(day, t)}
        description={open ? t('editor.hours.open') : t('editor.hours.closed')}
      />
      {open && !timesHidden && (
        <div className="flex-1 space-y-2">
          {intervals.map((iv, i) => (
            <div key={i} className="flex items-center gap-2">
              <input
                type="time"
                aria-label={intervals.length > 1 ? t('editor.hours.openingN', { day: name, n: i + 1 }) : t('editor.hours.opening', { day: name })}
                value={shown(iv.open)}
                onChange={(e) => e.target.value && setAt(i, { open: e.target.value })}
                className="h-11 w-[8.5rem] rounded-xl border border-stone-300 bg-white px-2 text-base"
              />
              <span className="text-stone-600" aria-hidden="true">
                {t('editor.hours.to')}
              </span>
              <input
                type="time"
                aria-label={intervals.length > 1 ? t('editor.hours.closingN', { day: name, n: i + 1 }) : t('editor.hours.closing', { day: name })}
                value={shown(iv.close)}
                onChange={(e) => e.target.value && setAt(i, { close: closeValue(e.target.value) })}
                className="h-11 w-[8.5rem] rounded-xl border border-stone-300 bg-white px-2 text-base"
              />
              {intervals.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('editor.hours.remove', { day: name, n: i + 1 })}
                  onClick={() => onChange(intervals.filter((_, j) => j !== i))}
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {intervals.length < MAX_INTERVALS_PER_DAY && (
            <Button variant="ghost-brand" size="sm" className="-ml-2" onClick={() => onChange(withPeriod(intervals))}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {t('editor.hours.add')}
              <span className="sr-only">{t('editor.hours.addOn', { day: name })}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
