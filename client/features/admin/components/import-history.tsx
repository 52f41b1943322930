import { useImportRuns, type ImportRun } from '../api/imports';

const FORMAT_LABEL: Record<ImportRun['format'], string> = { usda: 'USDA', osm: 'OpenStreetMap', csv: 'Plain CSV' };
const STATUS: Record<ImportRun['status'], { label: string; className: string }> = {
  running: { label: 'Running', className: 'bg-amber-100 text-amber-900' },
  succeeded: { label: 'Done', className: 'bg-brand-50 text-brand-800' },
  failed: { label: 'Failed', className: 'bg-red-50 text-tomato-700' },
};
/** The report's counts, in the order both layouts show them. */
const COUNTS = [
  ['read', 'Read'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['rejected', 'Rejected'],
] as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const n = (x: number | undefined) => (x === undefined ? '–' : x.toLocaleString());

/** Past import runs (admin upload and `npm run import`), newest first: a table, or a card per run on a phone. */
export function ImportHistory() {
  const { data, isLoading, isError } = useImportRuns();
  const runs = data?.items ?? [];
  const state = isLoading
    ? { text: 'Loading import history…', className: 'text-stone-600' }
    : isError
      ? { text: 'The import history could not be loaded.', className: 'text-tomato-700' }
      : runs.length === 0
        ? { text: 'No imports yet.', className: 'text-stone-600' }
        : null;
  return (
    <>
      <section aria-labelledby="import-history-phone" className="sm:hidden">
        <h3 id="import-history-phone" className="mb-2 text-lg font-semibold">
          Import history
        </h3>
        {state && <p className={state.className}>{state.text}</p>}
        <ul className="space-y-3">
          {runs.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ul>
      </section>
      <div role="region" aria-label="Past imports" tabIndex={0} className="overflow-x-auto max-sm:hidden">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">Import history</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              {['Started', 'File', 'Format', 'Status'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                  {h}
                </th>
              ))}
              {COUNTS.map(([k, label]) => (
                <th key={k} scope="col" className="py-2 pr-3 text-right font-semibold last:pr-0">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {state && (
              <tr>
                <td colSpan={4 + COUNTS.length} className={`py-4 ${state.className}`}>
                  {state.text}
                </td>
              </tr>
            )}
            {runs.map((run) => (
              <tr key={run.id} className="align-top">
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
                  <td key={k} className="py-2 pr-3 text-right tabular-nums last:pr-0">
                    {n(run.report?.[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function StatusBadge({ status }: { status: ImportRun['status'] }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[status].className}`}>{STATUS[status].label}</span>;
}

/** One run on a phone: file, status, format and time, then the counts. */
function RunCard({ run }: { run: ImportRun }) {
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
    </li>
  );
}
