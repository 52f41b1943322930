import { Copy } from 'lucide-react';
import {
  DAY_KEYS,
  describeWeeklyHours,
  emptyWeeklyHours,
  WeeklyHoursSchema,
  type DayKey,
  type TimeInterval,
  type WeeklyHours,
} from '@common/hours/weekly-grid';
import { Button } from '@/components/ui/button';
import type { HoursDraft } from './editor-state';
import { EditorSection, Switch } from './form-controls';
import { HoursDayRow } from './hours-day-row';
import { HoursExtras } from './hours-extras';

const DEFAULT_DAY: TimeInterval = { open: '09:00', close: '17:00' };

interface HoursGridEditorProps {
  value: HoursDraft;
  onChange: (next: HoursDraft) => void;
  /** The server's word on openingHours (400), or the grid's own check. */
  error?: string;
}

/**
 * Weekly hours as a grid (never raw opening_hours syntax): 0–3 periods a day, 24/7, sunrise to sunset,
 * a season, holidays and closed dates. Saved as an OSM value with toOpeningHours.
 */
export function HoursGridEditor({ value, onChange, error }: HoursGridEditorProps) {
  if (value.mode === 'raw') {
    return (
      <EditorSection id="hours" title="Hours">
        <p className="text-stone-700">Your hours were set in a form this editor can’t show as a weekly grid. They are kept exactly as they are:</p>
        <pre className="overflow-x-auto rounded-xl bg-stone-100 p-3 font-mono text-sm text-stone-900">{value.raw}</pre>
        <Button variant="secondary" onClick={() => onChange({ mode: 'grid', grid: emptyWeeklyHours() })}>
          Replace with weekly grid
        </Button>
        {error && (
          <p className="text-sm font-medium text-tomato-700" role="alert">
            {error}
          </p>
        )}
      </EditorSection>
    );
  }
  const grid = value.grid;
  const set = (patch: Partial<WeeklyHours>) => onChange({ mode: 'grid', grid: { ...grid, ...patch } });
  const setDay = (d: DayKey, list: TimeInterval[]) => set({ days: { ...grid.days, [d]: list } });
  const firstOpen = DAY_KEYS.map((d) => grid.days[d]).find((l) => l.length)?.[0] ?? DEFAULT_DAY;
  const copyMonday = () => set({ days: { ...grid.days, tu: grid.days.mo, we: grid.days.mo, th: grid.days.mo, fr: grid.days.mo } });
  const valid = WeeklyHoursSchema.safeParse(grid).success;

  return (
    <EditorSection id="hours" title="Hours" description="Set the times you are usually open. Shoppers see “Open now” worked out in your stand’s time zone.">
      <Switch
        size="lg"
        checked={Boolean(grid.alwaysOpen)}
        onChange={(alwaysOpen) => set({ alwaysOpen, sunriseToSunset: alwaysOpen ? false : grid.sunriseToSunset })}
        label="Open 24/7 (honor box)"
        description="Self-serve, any time of day or night"
      />
      {!grid.alwaysOpen && (
        <>
          <Switch
            checked={Boolean(grid.sunriseToSunset)}
            onChange={(sunriseToSunset) => set({ sunriseToSunset })}
            label="Sunrise to sunset"
            description="Open in daylight on the days switched on below"
          />
          <div>
            <ul className="rounded-xl ring-1 ring-stone-200 px-3">
              {DAY_KEYS.map((d) => (
                <HoursDayRow
                  key={d}
                  day={d}
                  intervals={grid.days[d]}
                  onChange={(list) => setDay(d, list)}
                  timesHidden={grid.sunriseToSunset}
                  suggestion={firstOpen}
                />
              ))}
            </ul>
            <Button variant="ghost" size="sm" className="mt-2 text-brand-800" onClick={copyMonday}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy Monday to Tuesday–Friday
            </Button>
          </div>
        </>
      )}
      <HoursExtras grid={grid} set={set} />
      <div className="rounded-xl bg-brand-50 p-3 text-brand-900" aria-live="polite">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Shoppers will see</p>
        <p className="mt-1">{valid ? describeWeeklyHours(grid) : 'Fix the hours above to see a preview.'}</p>
      </div>
      {error && (
        <p className="text-sm font-medium text-tomato-700" role="alert">
          {error}
        </p>
      )}
    </EditorSection>
  );
}
