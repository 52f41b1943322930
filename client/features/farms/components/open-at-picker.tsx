import { useTranslation } from '@/lib/i18n/react';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';
import type { FarmsT } from '../filters';
import { lang as langOf } from '../format';
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

/** "Saturday, May 2" / "sábado, 2 may" on the phone's own clock. */
const dayName = (d: Date, lang: Language) => new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', month: 'short', day: 'numeric' }).format(d);

function nextDays(t: FarmsT, lang: Language, now = new Date()) {
  return Array.from({ length: 8 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    return {
      key: localDateKey(d),
      label: i === 0 ? t('farms:openAt.today') : i === 1 ? t('farms:openAt.tomorrow', { day: dayName(d, lang) }) : dayName(d, lang),
    };
  });
}

/** Day + time for `openAt`: "who is open Saturday at 9?", checked in each stand's own time zone. */
export function OpenAtPicker({ value, onChange }: { value: string; onChange: (iso: string) => void }) {
  const { t, i18n } = useTranslation('farms');
  const lang = langOf(i18n);
  const id = useId();
  const at = new Date(value);
  const day = localDateKey(at);
  const time = localTime(at);
  const days = nextDays(t, lang);
  if (!days.some((d) => d.key === day)) days.push({ key: day, label: dayName(at, lang) });
  return (
    <div className="grid grid-cols-[1fr_auto] gap-2">
      <div>
        <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('openAt.day')}
        </label>
        <select
          id={`${id}-day`}
          value={day}
          onChange={(e) => onChange(localInstant(e.target.value, time))}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
        >
          {days.map((d) => (
            <option key={d.key} value={d.key}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('openAt.time')}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          value={time}
          step={900}
          onChange={(e) => e.target.value && onChange(localInstant(day, e.target.value))}
          className="h-11 rounded-xl border border-stone-300 bg-white px-3"
        />
      </div>
    </div>
  );
}
