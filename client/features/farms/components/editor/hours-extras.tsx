import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { X } from 'lucide-react';
import { MAX_CLOSED_DATES, type SeasonEdge, type WeeklyHours } from '@common/hours/weekly-grid';
import { INTL_LOCALE } from '@common/i18n/languages';
import { Button } from '@/components/ui/button';
import { lang as langOf } from '@/features/farms/format';
import { Switch } from './form-controls';

// "January" / "enero"
const monthNames = (locale: string) =>
  Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2000, i, 1)).toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' }));
const sel = 'h-11 rounded-xl border border-stone-300 bg-white px-2 text-base';

function EdgePicker({ legend, value, onChange }: { legend: string; value: SeasonEdge; onChange: (e: SeasonEdge) => void }) {
  const { t, i18n } = useTranslation('farms');
  const id = useId();
  return (
    <fieldset className="flex items-end gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <label htmlFor={`${id}-m`} className="sr-only">
        {t('editor.hours.month', { legend })}
      </label>
      <select id={`${id}-m`} className={sel} value={value.month} onChange={(e) => onChange({ month: Number(e.target.value), day: value.day })}>
        {monthNames(INTL_LOCALE[langOf(i18n)]).map((m, i) => (
          <option key={m} value={i + 1}>
            {m}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-d`} className="sr-only">
        {t('editor.hours.day', { legend })}
      </label>
      <select
        id={`${id}-d`}
        className={sel}
        value={value.day ?? ''}
        onChange={(e) => onChange({ month: value.month, day: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">{t('editor.hours.wholeMonth')}</option>
        {Array.from({ length: 31 }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/** Season, public holidays and one-off closed dates: the parts of a year a weekly grid does not cover. */
export function HoursExtras({ grid, set }: { grid: WeeklyHours; set: (patch: Partial<WeeklyHours>) => void }) {
  const { t, i18n } = useTranslation('farms');
  const [date, setDate] = useState('');
  const id = useId();
  const addDate = () => {
    if (!date || grid.closedDates.includes(date)) return;
    set({ closedDates: [...grid.closedDates, date].sort() });
    setDate('');
  };
  return (
    <div className="space-y-5">
      <Switch
        checked={grid.season !== null}
        onChange={(on) => set({ season: on ? { from: { month: 5 }, to: { month: 10 } } : null })}
        label={t('editor.hours.seasonal')}
        description={t('editor.hours.seasonalHint')}
      />
      {grid.season && (
        <div className="flex flex-wrap gap-4 pl-1">
          <EdgePicker legend={t('editor.hours.starts')} value={grid.season.from} onChange={(from) => set({ season: { ...grid.season!, from } })} />
          <EdgePicker legend={t('editor.hours.ends')} value={grid.season.to} onChange={(to) => set({ season: { ...grid.season!, to } })} />
        </div>
      )}
      <Switch checked={grid.closedOnPublicHolidays} onChange={(closedOnPublicHolidays) => set({ closedOnPublicHolidays })} label={t('editor.hours.holidays')} />
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {t('editor.hours.closedDates')}
        </label>
        <div className="flex gap-2">
          <input id={id} type="date" value={date} onChange={(e) => setDate(e.target.value)} className="h-11 rounded-xl border border-stone-300 bg-white px-3" />
          <Button variant="secondary" onClick={addDate} disabled={!date || grid.closedDates.length >= MAX_CLOSED_DATES}>
            {t('editor.hours.addDate')}
          </Button>
        </div>
        {grid.closedDates.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {grid.closedDates.map((d) => (
              <li key={d} className="inline-flex items-center gap-1 rounded-full bg-stone-100 pl-3 text-sm">
                {new Date(`${d}T12:00:00`).toLocaleDateString(INTL_LOCALE[langOf(i18n)], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
                <button
                  type="button"
                  aria-label={t('editor.hours.removeDate', { date: d })}
                  onClick={() => set({ closedDates: grid.closedDates.filter((x) => x !== d) })}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-stone-200"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
