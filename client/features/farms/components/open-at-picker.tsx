import { useTranslation } from '@/lib/i18n/react';
import { OPEN_AT_MAX_DAYS } from '@common/hours/open-at-range';
import { useId } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
const localDateKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The instant the user means by "that day at that time", on their own phone's clock. */
export function localInstant(dateKey: string, time: string): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm).toISOString();
}

/** Default for "open at…": tomorrow at 9 AM, the classic "who's open Saturday morning?" question. */
export function defaultOpenAt(now = new Date()): string {
  const t = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return t.toISOString();
}

/** The days `openAt` may ask about, on the phone's own calendar: today to a year ahead (the API's range). */
function dayRange(now = new Date()) {
  const day = (offset: number) => localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  // The last whole day inside OPEN_AT_MAX_DAYS from now, at any time of it.
  return { min: day(0), max: day(OPEN_AT_MAX_DAYS - 1) };
}

/** Day + time for `openAt`: "who is open Saturday at 9?", checked in each stand's own time zone. */
export function OpenAtPicker({ value, onChange }: { value: string; onChange: (iso: string) => void }) {
  const { t } = useTranslation('farms');
  const id = useId();
  const at = new Date(value);
  const day = localDateKey(at);
  const time = localTime(at);
  const { min, max } = dayRange();
  return (
    // Side by side where they fit (the phone's filter sheet), one above the other in the narrow desktop sidebar.
    <div className="flex flex-wrap gap-2">
      <div className="min-w-36 flex-1">
        <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('openAt.day')}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          value={day}
          min={min}
          max={max}
          // A day typed outside the range is left for the browser to flag; the search keeps the last good one.
          onChange={(e) => e.target.value >= min && e.target.value <= max && onChange(localInstant(e.target.value, time))}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
        />
      </div>
      <div className="min-w-32 flex-1">
        <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('openAt.time')}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          value={time}
          step={900}
          onChange={(e) => e.target.value && onChange(localInstant(day, e.target.value))}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
        />
      </div>
    </div>
  );
}
