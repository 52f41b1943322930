import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { REPORT_KINDS, REPORT_RESOLUTIONS, type AdminReport, type ReportKind } from '@common/schemas/listing-reports';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { ApiError } from '@/lib/api-client';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/reports';
type Action = (typeof REPORT_RESOLUTIONS)[number];
const actions = (t: TFunction<'admin'>): Record<Action, [label: string, hint: string]> => ({
  fix: [t('reports.actions.fix'), t('reports.actions.fixHint')],
  hide: [t('reports.actions.hide'), t('reports.actions.hideHint')],
  merge: [t('reports.actions.merge'), t('reports.actions.mergeHint')],
  dismiss: [t('reports.actions.dismiss'), t('reports.actions.dismissHint')],
});
const resolved = (t: TFunction<'admin'>): Record<NonNullable<AdminReport['resolution']>, string> => ({
  fixed: t('reports.resolved.fixed'),
  hidden: t('reports.resolved.hidden'),
  merged: t('reports.resolved.merged'),
  dismissed: t('reports.resolved.dismissed'),
});
/** What a report says ("reported as closed for good"), and as a title ("Closed for good"). */
const kindLabels = (t: TFunction<'admin'>): Record<ReportKind, string> => ({
  'closed-for-good': t('reports.kinds.closedForGood'),
  'wrong-hours': t('reports.kinds.wrongHours'),
  'wrong-location': t('reports.kinds.wrongLocation'),
  duplicate: t('reports.kinds.duplicate'),
  other: t('reports.kinds.other'),
});
const kindTitles = (t: TFunction<'admin'>): Record<ReportKind, string> => ({
  'closed-for-good': t('reports.kindTitles.closedForGood'),
  'wrong-hours': t('reports.kindTitles.wrongHours'),
  'wrong-location': t('reports.kindTitles.wrongLocation'),
  duplicate: t('reports.kindTitles.duplicate'),
  other: t('reports.kindTitles.other'),
});

function ResolveDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const ACTIONS = actions(t);
  const done: Record<Action, string> = {
    fix: t('reports.done.fix', { name: report.farm.name }),
    hide: t('reports.done.hide', { name: report.farm.name }),
    merge: t('reports.done.merge', { name: report.farm.name }),
    dismiss: t('reports.done.dismiss', { name: report.farm.name }),
  };
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string>();
  const noteId = useId();
  const resolve = useAdminMutation(
    ENDPOINT,
    (body: { action: Action; note?: string; mergeInto?: number }) => ['POST', `${ENDPOINT}/${report.id}/resolve`, body],
    {
      success: ({ action: a }) => done[a],
      error: t('reports.resolveFailed'),
    },
  );
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!action) return setError(t('reports.chooseAction'));
    const form = new FormData(e.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const mergeInto = Number(form.get('mergeInto'));
    if (action === 'merge' && !(mergeInto > 0)) return setError(t('reports.mergeNeeded'));
    setError(undefined);
    resolve.mutate(
      { action, ...(note ? { note } : {}), ...(action === 'merge' ? { mergeInto } : {}) },
      { onSuccess: onClose, onError: (err) => setError(err instanceof ApiError ? err.serverMessage : undefined) },
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('reports.resolveTitle')}</DialogTitle>
        <DialogDescription className="mt-2">
          {t('reports.description', { name: report.farm.name, kind: kindLabels(t)[report.kind], count: report.reporters })}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <RadioCards
            legend={t('reports.whatToDo')}
            name="action"
            value={action}
            onChange={setAction}
            options={REPORT_RESOLUTIONS.map((a) => [a, ...ACTIONS[a]] as const)}
          />
          {action === 'merge' && <Field label={t('reports.keep')} name="mergeInto" inputMode="numeric" autoComplete="off" />}
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-stone-800">
              {t('common.noteForOwner')}
            </label>
            <textarea id={noteId} name="note" rows={2} maxLength={1000} className="mt-1 w-full rounded-xl border border-stone-300 bg-white p-3" />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-tomato-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={resolve.isPending}>
            {t('reports.resolve')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Admin → Reports: wrong information reported on listings, open first; resolve by fixing, hiding, merging or dismissing. */
export default function ListingReportsAdmin() {
  const { t } = useTranslation('admin');
  const KINDS = kindLabels(t);
  const TITLES = kindTitles(t);
  const RESOLVED = resolved(t);
  const { list, filters, filter } = useAdminTable<AdminReport>(ENDPOINT, { sort: 'reported', filters: { status: 'open', kind: '' } });
  const { status } = filters;
  const [resolving, setResolving] = useState<AdminReport | null>(null);
  const columns: Column<AdminReport>[] = [
    {
      key: 'listing',
      header: t('common.listing'),
      className: 'min-w-48',
      render: (r) => (
        <div>
          <Link href={paths.farm(r.farm.id)} className="font-medium text-brand-800 underline">
            {r.farm.name}
          </Link>
          <p className="text-xs text-stone-600">
            #{r.farm.id} · {[r.farm.city, r.farm.region].filter(Boolean).join(', ')} · {r.farm.status}
          </p>
          <p className="text-xs text-stone-600">{r.farm.owner ? t('reports.ownerEmail', { email: r.farm.owner.email }) : t('reports.noOwner')}</p>
          {r.status === 'open' && (
            <Link href={`${paths.farmProfile}?id=${r.farm.id}`} className="text-sm font-medium text-brand-800 underline">
              {t('reports.editToFix')}
            </Link>
          )}
        </div>
      ),
    },
    {
      key: 'report',
      header: t('reports.report'),
      className: 'min-w-64 max-w-md',
      render: (r) => (
        <div className="space-y-1.5">
          <p className="font-semibold">{TITLES[r.kind]}</p>
          <ul className="space-y-1">
            {r.notes.map((n, i) => (
              <li key={i} className="break-words">
                “{n.note}” <span className="text-xs text-stone-600">— {n.by}</span>
              </li>
            ))}
          </ul>
          {r.ownerReply && (
            <p className="rounded-lg bg-stone-50 p-2">
              <span className="font-semibold">{t('reports.owner')}</span> {r.ownerReply.body}
            </p>
          )}
        </div>
      ),
    },
    { key: 'reported', header: t('reports.lastReported'), sort: 'reported', className: 'whitespace-nowrap', render: (r) => formatDate(r.lastReportedAt) },
    { key: 'reporters', header: t('reports.people'), sort: 'reporters', render: (r) => r.reporters },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) =>
        r.status === 'open' ? (
          <Button size="sm" onClick={() => setResolving(r)} aria-label={t('reports.resolveOf', { name: r.farm.name, kind: KINDS[r.kind] })}>
            {t('reports.resolveButton')}
          </Button>
        ) : (
          <div>
            <p className="font-medium">{r.resolution ? RESOLVED[r.resolution] : t('reports.resolvedState')}</p>
            {r.mergedIntoId && <p className="text-xs text-stone-600">{t('reports.into', { id: r.mergedIntoId })}</p>}
            <p className="text-xs text-stone-600">{formatDate(r.resolvedAt)}</p>
          </div>
        ),
    },
  ];
  return (
    <>
      <AdminTable
        caption={t('reports.caption')}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel={t('reports.search')}
        searchPlaceholder={t('reports.placeholder')}
        empty={status === 'open' ? t('reports.emptyOpen') : t('reports.empty')}
        filters={
          <>
            <FilterSelect
              label={t('common.show')}
              {...filter('status')}
              options={[
                ['open', t('common.open')],
                ['resolved', t('reports.resolvedState')],
                ['all', t('common.all')],
              ]}
            />
            <FilterSelect
              label={t('reports.kind')}
              {...filter('kind')}
              options={[['', t('reports.anyKind')], ...REPORT_KINDS.map((k) => [k, TITLES[k]] as [string, string])]}
            />
          </>
        }
      />
      {resolving && <ResolveDialog report={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
