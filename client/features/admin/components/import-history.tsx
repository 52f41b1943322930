import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { ChevronDown } from 'lucide-react';
import { formatDateTime, formatNumber } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';
import { useImportRuns, type ImportRun } from '../api/imports';
import { RowReasons } from './import-row-reasons';

const formatLabel = (t: TFunction<'admin'>): Record<ImportRun['format'], string> => ({
  usda: t('history.usda'),
  osm: t('import.formats.osm'),
  csv: t('import.formats.csv'),
});
const STATUS_CLASS: Record<ImportRun['status'], string> = {
  running: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-brand-50 text-brand-800',
  failed: 'bg-red-50 text-tomato-700',
};
/** The report's counts, in the order both layouts show them. */
const counts = (t: TFunction<'admin'>) =>
  [
    ['read', t('history.read')],
    ['created', t('import.created')],
    ['updated', t('import.updated')],
    ['rejected', t('import.rejected')],
  ] as const;
const when = (iso: string) => formatDateTime(new Date(iso), pageLanguage());
const n = (x: number | undefined) => (x === undefined ? '–' : formatNumber(x, pageLanguage()));

/** Past import runs (admin upload and `npm run import`), newest first: a table, or a card per run on a phone. */
export function ImportHistory() {
  const { t } = useTranslation('admin');
  const COUNTS = counts(t);
  const { data, isLoading, isError } = useImportRuns();
  const runs = data?.items ?? [];
  const state = isLoading
    ? { text: t('history.loading'), className: 'text-stone-600' }
    : isError
      ? { text: t('history.loadFailed'), className: 'text-tomato-700' }
      : runs.length === 0
        ? { text: t('history.none'), className: 'text-stone-600' }
        : null;
  return (
    <>
      <section aria-labelledby="import-history-phone" className="sm:hidden">
        <h3 id="import-history-phone" className="mb-2 text-lg font-semibold">
          {t('history.title')}
        </h3>
        {state && <p className={state.className}>{state.text}</p>}
        <ul className="space-y-3">
          {runs.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ul>
      </section>
      <div role="region" aria-label={t('history.past')} tabIndex={0} className="overflow-x-auto max-sm:hidden">
        <table className="w-full min-w-[800px] text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">{t('history.title')}</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              {[t('history.started'), t('history.file'), t('history.format'), t('common.status')].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                  {h}
                </th>
              ))}
              {COUNTS.map(([k, label]) => (
                <th key={k} scope="col" className="py-2 pr-3 text-right font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col" className="py-2 font-semibold">
                {t('history.details')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {state && (
              <tr>
                <td colSpan={COLUMNS} className={`py-4 ${state.className}`}>
                  {state.text}
                </td>
              </tr>
            )}
            {runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The table's columns: started, file, format, status, the counts, details. */
const COLUMNS = 9;

/** One run in the table; its rejected and warned rows open in a row beneath it. */
function RunRow({ run }: { run: ImportRun }) {
  const { t } = useTranslation('admin');
  const COUNTS = counts(t);
  const FORMAT_LABEL = formatLabel(t);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <tr className="align-top">
        <td className="py-2 pr-3 whitespace-nowrap">{when(run.startedAt)}</td>
        <td className="max-w-[16rem] py-2 pr-3 break-words">
          {run.fileName}
          {run.error && <span className="block text-tomato-700">{run.error}</span>}
        </td>
        <td className="py-2 pr-3">{FORMAT_LABEL[run.format]}</td>
        <td className="py-2 pr-3">
          <StatusBadge status={run.status} />
        </td>
        {COUNTS.map(([k]) => (
          <td key={k} className="py-2 pr-3 text-right tabular-nums">
            {n(run.report?.[k])}
          </td>
        ))}
        <td className="py-1">
          {hasDetails(run) ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={t('history.showReasonsOf', { file: run.fileName })}
              onClick={() => setOpen((o) => !o)}
              className="inline-flex min-h-9 items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {t('history.showReasons')}
              <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
            </button>
          ) : (
            '–'
          )}
        </td>
      </tr>
      {hasDetails(run) && (
        <tr id={panelId} hidden={!open}>
          <td colSpan={COLUMNS} className="pb-4">
            <RunDetails run={run} />
          </td>
        </tr>
      )}
    </>
  );
}

/** A run has details to open when it skipped, rejected or warned about rows. */
const hasDetails = (run: ImportRun) => !!run.report && (run.report.skipped > 0 || run.report.rejections.length > 0 || !!run.report.warnings?.length);

/** What the upload's own report shows: rows skipped, and which rows were rejected or warned about, and why. */
function RunDetails({ run }: { run: ImportRun }) {
  const { t } = useTranslation('admin');
  const report = run.report!;
  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-3">
      {report.skipped > 0 && (
        <p className="text-stone-700">
          {t('import.skipped')}: {n(report.skipped)}
        </p>
      )}
      <RowReasons title={t('import.rejectedRows')} total={report.rejected} rows={report.rejections} />
      <RowReasons title={t('import.warnedRows')} total={report.warned ?? 0} rows={report.warnings ?? []} />
    </div>
  );
}

function StatusBadge({ status }: { status: ImportRun['status'] }) {
  const { t } = useTranslation('admin');
  const label = { running: t('history.running'), succeeded: t('history.done'), failed: t('history.failed') }[status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[status]}`}>{label}</span>;
}

/** One run on a phone: file, status, format and time, then the counts, and the rows' reasons to open. */
function RunCard({ run }: { run: ImportRun }) {
  const { t } = useTranslation('admin');
  const COUNTS = counts(t);
  const FORMAT_LABEL = formatLabel(t);
  return (
    <li className="rounded-2xl bg-white px-4 py-3 text-sm ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold text-stone-900">{run.fileName}</p>
        <StatusBadge status={run.status} />
      </div>
      <p className="mt-0.5 text-stone-600">
        {FORMAT_LABEL[run.format]} · {when(run.startedAt)}
      </p>
      {run.error && <p className="mt-1 text-tomato-700">{run.error}</p>}
      {run.report && (
        <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
          {COUNTS.map(([k, label]) => (
            <div key={k}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
              <dd className="tabular-nums">{n(run.report?.[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      {hasDetails(run) && (
        <details className="mt-2">
          <summary aria-label={t('history.showReasonsOf', { file: run.fileName })} className="cursor-pointer py-2 font-medium text-brand-800">
            {t('history.showReasons')}
          </summary>
          <RunDetails run={run} />
        </details>
      )}
    </li>
  );
}
