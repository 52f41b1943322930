import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Copy } from 'lucide-react';
import {
  DAY_KEYS,
  describeWeeklyHours,
  emptyWeeklyHours,
  weeklyHoursSchema,
  type DayKey,
  type TimeInterval,
  type WeeklyHours,
} from '@common/hours/weekly-grid';
import { Button } from '@/components/ui/button';
import type { HoursDraft } from './editor-state';
import { EditorSection, Switch } from './form-controls';
import { HoursDayRow } from './hours-day-row';
import { HoursExtras } from './hours-extras';
import { hoursMessages } from './hours-messages';
import { hoursWords } from './hours-words';

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
  const { t, i18n } = useTranslation('farms');
  // Made once per language, not on each keystroke anywhere in the editor (its messages hold Intl formatters).
  const schema = useMemo(() => weeklyHoursSchema(hoursMessages(t, i18n.language)), [t, i18n.language]);
  if (value.mode === 'raw') {
    return (
      <EditorSection id="hours" title={t('editor.hours.title')}>
        <p className="text-stone-700">{t('editor.hours.raw')}</p>
        <pre className="overflow-x-auto rounded-xl bg-stone-100 p-3 font-mono text-sm text-stone-900">{value.raw}</pre>
        <Button variant="secondary" onClick={() => onChange({ mode: 'grid', grid: emptyWeeklyHours() })}>
          {t('editor.hours.replace')}
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
  // Checked as the farmer types, in their language: the preview says what is wrong instead of only that something is.
  const checked = schema.safeParse(grid);

  return (
    <EditorSection id="hours" title={t('editor.hours.title')} description={t('editor.hours.description')}>
      <Switch
        size="lg"
        checked={Boolean(grid.alwaysOpen)}
        onChange={(alwaysOpen) => set({ alwaysOpen, sunriseToSunset: alwaysOpen ? false : grid.sunriseToSunset })}
        label={t('editor.hours.always')}
        description={t('editor.hours.alwaysHint')}
      />
      {!grid.alwaysOpen && (
        <>
          <Switch
            checked={Boolean(grid.sunriseToSunset)}
            onChange={(sunriseToSunset) => set({ sunriseToSunset })}
            label={t('editor.hours.sun')}
            description={t('editor.hours.sunHint')}
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
            <Button variant="ghost-brand" size="sm" className="mt-2" onClick={copyMonday}>
              <Copy className="h-4 w-4" aria-hidden="true" /> {t('editor.hours.copyMonday')}
            </Button>
          </div>
        </>
      )}
      <HoursExtras grid={grid} set={set} />
      <div className="rounded-xl bg-brand-50 p-3 text-brand-900" aria-live="polite">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('editor.hours.preview')}</p>
        {checked.success ? (
          <p className="mt-1">{describeWeeklyHours(grid, hoursWords(t, i18n.language))}</p>
        ) : (
          <p className="mt-1 font-medium text-tomato-700">
            {checked.error.issues[0] ? `${checked.error.issues[0].message}. ` : ''}
            {t('editor.hours.fixFirst')}
          </p>
        )}
      </div>
      {error && (
        <p className="text-sm font-medium text-tomato-700" role="alert">
          {error}
        </p>
      )}
    </EditorSection>
  );
}
