import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { Upload } from 'lucide-react';
import { formatNumber } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth';
import { useUploadImport, type ImportFormat, type ImportReport } from '../api/imports';
import { ImportHistory } from './import-history';
import { RowReasons } from './import-row-reasons';

const formats = (t: TFunction<'admin'>): Array<{ id: ImportFormat; label: string; hint: string; accept: string }> => [
  { id: 'usda', label: t('import.formats.usda'), hint: t('import.formats.usdaHint'), accept: '.csv,text/csv' },
  {
    id: 'osm',
    label: t('import.formats.osm'),
    hint: t('import.formats.osmHint'),
    accept: '.geojson,.json,application/geo+json,application/json',
  },
  { id: 'csv', label: t('import.formats.csv'), hint: t('import.formats.csvHint'), accept: '.csv,text/csv' },
];

/** Admin → Import: upload a listings file, see its report, and the history of runs. */
export function ImportAdmin() {
  const { t } = useTranslation('admin');
  const FORMATS = formats(t);
  const upload = useUploadImport();
  const [format, setFormat] = useState<ImportFormat>('usda');
  const [fileError, setFileError] = useState<string>();
  const fileId = useId();
  const chosen = FORMATS.find((f) => f.id === format)!;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setFileError(t('import.chooseFile'));
    if (file.size > 50 * 1024 * 1024) return setFileError(t('import.tooLarge'));
    setFileError(undefined);
    upload.mutate({ format, file });
  }

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl bg-stone-50 p-5" aria-busy={upload.isPending}>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('import.format')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {FORMATS.map((f) => (
              <label
                key={f.id}
                className="flex cursor-pointer gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input type="radio" name="format" value={f.id} checked={format === f.id} onChange={() => setFormat(f.id)} className="mt-1 accent-brand-600" />
                <span>
                  <span className="block font-medium">{f.label}</span>
                  <span className="block text-sm text-stone-600">{f.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept={chosen.accept}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            className="block w-full text-sm file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-white file:px-4 file:font-medium file:ring-1 file:ring-brand-200"
          />
          <p id={`${fileId}-hint`} className="text-sm text-stone-600">
            {t('import.fileHint')}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-tomato-700">
              {fileError}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden="true" /> {t('import.import')}
          </Button>
          {upload.isPending && <Spinner label={t('import.importing')} />}
          {upload.isPending && <span className="text-sm text-stone-600">{t('import.importingHint')}</span>}
        </div>
      </form>

      <div aria-live="polite">
        {upload.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-tomato-700">
            {t('import.failed', { error: errorText(upload.error) })}
          </p>
        )}
        {upload.data && <ImportReportView report={upload.data} />}
      </div>

      <ImportHistory />
    </div>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin');
  const counts: Array<[string, number]> = [
    [t('import.rowsRead'), report.read],
    [t('import.created'), report.created],
    [t('import.updated'), report.updated],
    [t('import.skipped'), report.skipped],
    [t('import.rejected'), report.rejected],
  ];

  return (
    <section aria-labelledby="import-report-title" className="space-y-4">
      <h3 id="import-report-title" className="text-lg font-semibold">
        {t('import.finished')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value, pageLanguage())}</dd>
          </div>
        ))}
      </dl>
      <RowReasons title={t('import.rejectedRows')} total={report.rejected} rows={report.rejections} />
      <RowReasons title={t('import.warnedRows')} total={report.warned ?? 0} rows={report.warnings ?? []} />
    </section>
  );
}
