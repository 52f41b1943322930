import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { MAX_CLOSED_DATES, type SeasonEdge, type WeeklyHours } from '@common/hours/weekly-grid';
import { Button } from '@/components/ui/button';
import { Switch } from './form-controls';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const sel = 'h-11 rounded-xl border border-stone-300 bg-white px-2 text-base';

function EdgePicker({ legend, value, onChange }: { legend: string; value: SeasonEdge; onChange: (e: SeasonEdge) => void }) {
  const id = useId();
  return (
    <fieldset className="flex items-end gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <label htmlFor={`${id}-m`} className="sr-only">{`${legend}: month`}</label>
      <select id={`${id}-m`} className={sel} value={value.month} onChange={(e) => onChange({ month: Number(e.target.value), day: value.day })}>
        {MONTHS.map((m, i) => (
          <option key={m} value={i + 1}>
            {m}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-d`} className="sr-only">{`${legend}: day of month (optional)`}</label>
      <select
        id={`${id}-d`}
        className={sel}
        value={value.day ?? ''}
        onChange={(e) => onChange({ month: value.month, day: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">whole month</option>
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
        label="Seasonal"
        description="Open only part of the year, like May to October"
      />
      {grid.season && (
        <div className="flex flex-wrap gap-4 pl-1">
          <EdgePicker legend="Season starts" value={grid.season.from} onChange={(from) => set({ season: { ...grid.season!, from } })} />
          <EdgePicker legend="Season ends" value={grid.season.to} onChange={(to) => set({ season: { ...grid.season!, to } })} />
        </div>
      )}
      <Switch checked={grid.closedOnPublicHolidays} onChange={(closedOnPublicHolidays) => set({ closedOnPublicHolidays })} label="Closed on public holidays" />
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          Closed on these dates
        </label>
        <div className="flex gap-2">
          <input id={id} type="date" value={date} onChange={(e) => setDate(e.target.value)} className="h-11 rounded-xl border border-stone-300 bg-white px-3" />
          <Button variant="secondary" onClick={addDate} disabled={!date || grid.closedDates.length >= MAX_CLOSED_DATES}>
            Add date
          </Button>
        </div>
        {grid.closedDates.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {grid.closedDates.map((d) => (
              <li key={d} className="inline-flex items-center gap-1 rounded-full bg-stone-100 pl-3 text-sm">
                {new Date(`${d}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
                <button
                  type="button"
                  aria-label={`Remove closed date ${d}`}
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
