import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { formatNumber, formatOneDecimal } from '@common/i18n/format';
import { ChartLine, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorText } from '@/features/auth';
import { useAdminList } from '../api/admin-list';
import { ADMIN_SPONSORS_ENDPOINT, inputOf, useSponsorMutations, type AdminSponsor } from '../api/sponsors';
import { pageLanguage } from '@/lib/i18n';
import { formatDate } from '../api/admin-mutation';
import { SponsorForm } from './sponsor-form';
import { SponsorStatsPanel } from './sponsor-stats';
import { AdminTable, type Column } from './admin-table';

const pct = (x: number) => `${formatOneDecimal(x * 100, pageLanguage())} %`;

function runState(t: TFunction<'admin'>, s: AdminSponsor, now = Date.now()) {
  if (!s.isActive) return t('sponsors.paused');
  if (s.startsAt && Date.parse(s.startsAt) > now) return t('common.scheduled');
  if (s.endsAt && Date.parse(s.endsAt) <= now) return t('sponsors.ended');
  return t('sponsors.live');
}

/** Admin → Sponsors: assets with their schedule and numbers, searched, sorted and paged on the server; add, edit, pause, delete, and stats over time. */
export function SponsorsAdmin() {
  const { t } = useTranslation('admin');
  const mediaName = { image: t('sponsors.mediaTypes.image'), video: t('sponsors.mediaTypes.video'), youtube: t('sponsors.mediaTypes.youtube') };
  const runRange = (s: AdminSponsor) => {
    if (!s.startsAt && !s.endsAt) return t('sponsors.noEnd');
    const from = s.startsAt ? formatDate(s.startsAt) : t('sponsors.now');
    const to = s.endsAt ? formatDate(s.endsAt) : t('sponsors.openEnded');
    return t('sponsors.runRange', { from, to });
  };
  const list = useAdminList<AdminSponsor>(ADMIN_SPONSORS_ENDPOINT, { sort: 'created' });
  const { update, remove } = useSponsorMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [statsOf, setStatsOf] = useState<string | null>(null);
  const items = list.query.data?.items ?? [];
  const edited = items.find((s) => s.id === editing);
  const charted = items.find((s) => s.id === statsOf);
  const onError = (title: string) => (err: Error) => toast({ title, description: errorText(err), variant: 'error' });
  const number = 'text-right tabular-nums';
  const [ask, confirmDialog] = useConfirm();

  const columns: Column<AdminSponsor>[] = [
    { key: 'title', header: t('common.title'), sort: 'title', className: 'font-medium', render: (s) => s.title },
    { key: 'media', header: t('sponsors.media'), render: (s) => t('sponsors.popup', { media: mediaName[s.mediaType] }) },
    {
      key: 'runs',
      header: t('sponsors.runs'),
      render: (s) => (
        <>
          <span className="font-medium">{runState(t, s)}</span>
          <span className="block text-xs text-stone-600">{runRange(s)}</span>
        </>
      ),
    },
    {
      key: 'active',
      header: t('common.active'),
      render: (s) => (
        <input
          type="checkbox"
          checked={s.isActive}
          onChange={(e) => update.mutate({ id: s.id, input: inputOf(s, { isActive: e.target.checked }) }, { onError: onError(t('sponsors.changeFailed')) })}
          className="h-5 w-5 accent-brand-600"
          aria-label={t('sponsors.activeOf', { title: s.title })}
        />
      ),
    },
    {
      key: 'impressions',
      header: t('sponsors.impressions'),
      sort: 'impressions',
      className: number,
      render: (s) => formatNumber(s.impressions, pageLanguage()),
    },
    { key: 'clicks', header: t('sponsors.clicks'), sort: 'clicks', className: number, render: (s) => formatNumber(s.clicks, pageLanguage()) },
    { key: 'clickRate', header: t('sponsors.clickRate'), sort: 'clickRate', className: number, render: (s) => pct(s.clickRate) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (s) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('sponsors.statsOf', { title: s.title })}
            aria-pressed={statsOf === s.id}
            onClick={() => setStatsOf(statsOf === s.id ? null : s.id)}
          >
            <ChartLine className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('common.editNamed', { name: s.title })} onClick={() => setEditing(s.id)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('common.deleteNamed', { name: s.title })}
            onClick={async () =>
              (await ask({ title: t('sponsors.confirmDelete', { title: s.title }), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) &&
              remove.mutate(s.id, { onError: onError(t('sponsors.deleteFailed')) })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      {confirmDialog}
      <AdminTable
        caption={t('sponsors.caption')}
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        searchLabel={t('sponsors.search')}
        searchPlaceholder={t('sponsors.placeholder')}
        empty={list.q ? t('sponsors.emptySearch') : t('sponsors.empty')}
      />
      {charted && <SponsorStatsPanel key={charted.id} asset={charted} />}
      {edited ? <SponsorForm key={edited.id} asset={edited} onDone={() => setEditing(null)} /> : <SponsorForm />}
    </div>
  );
}
