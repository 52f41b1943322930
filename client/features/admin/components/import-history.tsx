import { useImportRuns, type ImportRun } from '../api/imports';

const FORMAT_LABEL: Record<ImportRun['format'], string> = {
  usda: 'USDA',
  osm: 'OpenStreetMap',
  csv: 'Plain CSV',
};
const STATUS: Record<ImportRun['status'], { label: string; className: string }> = {
  running: { label: 'Running', className: 'bg-amber-100 text-amber-900' },
  succeeded: { label: 'Done', className: 'bg-brand-50 text-brand-800' },
  failed: { label: 'Failed', className: 'bg-red-50 text-tomato-700' },
};
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
const n = (x: number | undefined) => (x === undefined ? '–' : x.toLocaleString());

/** Past import runs (admin upload and `npm run import`), newest first: a table, or a card per run on a phone. */
export function ImportHistory() {
  const { data, isLoading, isError } = useImportRuns();
  return (
    <>
      <PhoneImportHistory runs={data?.items} isLoading={isLoading} isError={isError} />
      <div role="region" aria-label="Past imports" tabIndex={0} className="overflow-x-auto max-sm:hidden">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">Import history</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Started
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                File
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Format
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Read
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Created
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Updated
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Rejected
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {isLoading && (
              <tr>
                <td colSpan={8} className="py-4 text-stone-600">
                  Loading import history…
                </td>
              </tr>
            )}
            {isError && (
              <tr>
                <td colSpan={8} className="py-4 text-tomato-700">
                  The import history could not be loaded.
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={8} className="py-4 text-stone-600">
                  No imports yet.
                </td>
              </tr>
            )}
            {data?.items.map((run) => (
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
                <td className="py-2 pr-3 text-right tabular-nums">{n(run.report?.read)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{n(run.report?.created)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{n(run.report?.updated)}</td>
                <td className="py-2 text-right tabular-nums">{n(run.report?.rejected)}</td>
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

function PhoneImportHistory({ runs, isLoading, isError }: { runs: ImportRun[] | undefined; isLoading: boolean; isError: boolean }) {
  return (
    <section aria-labelledby="import-history-phone" className="sm:hidden">
      <h3 id="import-history-phone" className="mb-2 text-lg font-semibold">
        Import history
      </h3>
      {isLoading && <p className="text-stone-600">Loading import history…</p>}
      {isError && <p className="text-tomato-700">The import history could not be loaded.</p>}
      {runs?.length === 0 && <p className="text-stone-600">No imports yet.</p>}
      <ul className="space-y-3">
        {runs?.map((run) => (
          <li key={run.id} className="rounded-2xl bg-white px-4 py-3 text-sm ring-1 ring-stone-200">
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
                {(['read', 'created', 'updated', 'rejected'] as const).map((k) => (
                  <div key={k}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{k}</dt>
                    <dd className="tabular-nums">{n(run.report?.[k])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
