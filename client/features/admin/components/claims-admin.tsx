import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Check, X } from 'lucide-react';
import type { AdminClaim } from '@common/schemas/claims';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/claims';
type Decision = 'approve' | 'refuse';

function DecideDialog({ claim, onClose }: { claim: AdminClaim; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const noteId = useId();
  const decide = useAdminMutation(
    ENDPOINT,
    (decision: Decision) => ['POST', `${ENDPOINT}/${claim.id}/decide`, { decision, ...(note.trim() ? { note: note.trim() } : {}) }],
    {
      success: (d) =>
        d === 'approve'
          ? t('claims.approvedToast', { name: claim.farm.name, email: claim.claimant.email })
          : t('claims.refusedToast', { name: claim.farm.name }),
      error: t('claims.failed'),
    },
  );
  const send = (d: Decision) => decide.mutate(d, { onSuccess: onClose, onError: (err) => setError(err instanceof ApiError ? err.serverMessage : undefined) });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('claims.answerTitle', { name: claim.claimant.firstName })}</DialogTitle>
        <DialogDescription className="mt-2">{t('claims.description', { farm: claim.farm.name, email: claim.claimant.email })}</DialogDescription>
        <div className="mt-5 space-y-4">
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-stone-800">
              {t('claims.note')}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={1000}
              className="mt-1 w-full rounded-xl border border-stone-300 bg-white p-3"
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-tomato-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => send('approve')} disabled={decide.isPending}>
              <Check className="h-4 w-4" aria-hidden="true" /> {t('common.approve')}
            </Button>
            <Button variant="danger" onClick={() => send('refuse')} disabled={decide.isPending}>
              <X className="h-4 w-4" aria-hidden="true" /> {t('claims.refuse')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Admin → Claims: farmers asking to take over imported listings; approve or refuse, audited. */
export default function ClaimsAdmin() {
  const { t } = useTranslation('admin');
  const SOURCE_LABEL: Record<string, string> = { osm: 'OpenStreetMap', usda: 'USDA', csv: t('claims.sources.csv') };
  const STATUS_LABEL = { open: t('common.waiting'), approved: t('common.approved'), refused: t('common.refused') };
  const { list, filters, filter } = useAdminTable<AdminClaim>(ENDPOINT, { sort: 'created', filters: { status: 'open' } });
  const { status } = filters;
  const [deciding, setDeciding] = useState<AdminClaim | null>(null);
  const columns: Column<AdminClaim>[] = [
    {
      key: 'listing',
      header: t('common.listing'),
      className: 'min-w-48',
      render: (c) => (
        <div>
          <Link href={paths.farm(c.farm.id)} className="font-medium text-brand-800 underline">
            {c.farm.name}
          </Link>
          <p className="text-xs text-stone-600">
            #{c.farm.id} · {[c.farm.city, c.farm.region].filter(Boolean).join(', ')} ·{' '}
            {t('claims.from', { source: SOURCE_LABEL[c.farm.source ?? ''] ?? c.farm.source })}
          </p>
          {(c.farm.phone || c.farm.website) && (
            <p className="wrap-anywhere text-xs text-stone-600">
              {t('claims.onFile', { contact: [c.farm.phone, c.farm.website].filter(Boolean).join(' · ') })}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'farmer',
      header: t('claims.farmer'),
      className: 'min-w-44',
      render: (c) => (
        <div>
          <p className="font-medium">{c.claimant.firstName}</p>
          <p className="wrap-anywhere text-sm">{c.claimant.email}</p>
          <p className="text-xs text-stone-600">{c.claimant.emailVerified ? t('claims.emailConfirmed') : t('claims.emailNotConfirmed')}</p>
        </div>
      ),
    },
    {
      key: 'says',
      header: t('claims.says'),
      className: 'min-w-64 max-w-md',
      render: (c) => (
        <div className="space-y-1">
          <p className="whitespace-pre-line break-words">{c.note}</p>
          {(c.phone || c.website) && <p className="wrap-anywhere text-xs text-stone-600">{[c.phone, c.website].filter(Boolean).join(' · ')}</p>}
        </div>
      ),
    },
    { key: 'created', header: t('claims.sent'), sort: 'created', className: 'whitespace-nowrap', render: (c) => formatDate(c.createdAt) },
    {
      key: 'status',
      header: t('common.status'),
      render: (c) =>
        c.status === 'open' ? (
          <Button size="sm" onClick={() => setDeciding(c)} aria-label={t('claims.answerOf', { name: c.claimant.firstName, farm: c.farm.name })}>
            {t('claims.answer')}
          </Button>
        ) : (
          <div>
            <p className="font-medium">{STATUS_LABEL[c.status]}</p>
            <p className="text-xs text-stone-600">{formatDate(c.decidedAt)}</p>
            {c.decisionNote && <p className="text-xs text-stone-600">“{c.decisionNote}”</p>}
          </div>
        ),
    },
  ];
  return (
    <>
      <AdminTable
        caption={t('claims.caption')}
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        searchLabel={t('claims.search')}
        searchPlaceholder={t('claims.placeholder')}
        empty={status === 'open' ? t('claims.emptyOpen') : t('claims.empty')}
        filters={
          <FilterSelect
            label={t('common.show')}
            {...filter('status')}
            options={[
              ['open', t('common.waiting')],
              ['approved', t('common.approved')],
              ['refused', t('common.refused')],
              ['all', t('common.all')],
            ]}
          />
        }
      />
      {deciding && <DecideDialog claim={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
