import { Plus, X } from 'lucide-react';
import { DAY_NAMES, MAX_INTERVALS_PER_DAY, type DayKey, type TimeInterval } from '@common/hours/weekly-grid';
import { Button } from '@/components/ui/button';
import { Switch } from './form-controls';

// <input type="time"> cannot show 24:00: midnight at the end of a day is typed as 00:00.
const shown = (t: string) => (t === '24:00' ? '00:00' : t);
const closeValue = (t: string) => (t === '00:00' ? '24:00' : t);

interface DayRowProps {
  day: DayKey;
  intervals: TimeInterval[];
  onChange: (next: TimeInterval[]) => void;
  /** Sunrise-to-sunset days have no times to type, only open or closed. */
  timesHidden?: boolean;
  suggestion: TimeInterval;
}

export function HoursDayRow({ day, intervals, onChange, timesHidden, suggestion }: DayRowProps) {
  const name = DAY_NAMES[day];
  const open = intervals.length > 0;
  const setAt = (i: number, patch: Partial<TimeInterval>) => onChange(intervals.map((iv, j) => (j === i ? { ...iv, ...patch } : iv)));
  return (
    <li className="flex flex-col gap-3 border-b border-stone-100 py-3 last:border-0 sm:flex-row sm:items-start">
      <Switch
        className="w-40 shrink-0 sm:pt-1"
        checked={open}
        onChange={(on) => onChange(on ? [suggestion] : [])}
        label={name}
        description={open ? 'Open' : 'Closed'}
      />
      {open && !timesHidden && (
        <div className="flex-1 space-y-2">
          {intervals.map((iv, i) => (
            <div key={i} className="flex items-center gap-2">
              <input
                type="time"
                aria-label={`${name} opening time${intervals.length > 1 ? ` ${i + 1}` : ''}`}
                value={shown(iv.open)}
                onChange={(e) => e.target.value && setAt(i, { open: e.target.value })}
                className="h-11 w-[8.5rem] rounded-xl border border-stone-300 bg-white px-2 text-base"
              />
              <span className="text-stone-600" aria-hidden="true">
                to
              </span>
              <input
                type="time"
                aria-label={`${name} closing time${intervals.length > 1 ? ` ${i + 1}` : ''}`}
                value={shown(iv.close)}
                onChange={(e) => e.target.value && setAt(i, { close: closeValue(e.target.value) })}
                className="h-11 w-[8.5rem] rounded-xl border border-stone-300 bg-white px-2 text-base"
              />
              {intervals.length > 1 && (
                <Button variant="ghost" size="icon" aria-label={`Remove ${name} hours ${i + 1}`} onClick={() => onChange(intervals.filter((_, j) => j !== i))}>
                  <X className="h-5 w-5" aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {intervals.length < MAX_INTERVALS_PER_DAY && (
            <Button variant="ghost" size="sm" className="-ml-2 text-brand-800" onClick={() => onChange([...intervals, { open: '13:00', close: '17:00' }])}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add hours<span className="sr-only"> on {name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
