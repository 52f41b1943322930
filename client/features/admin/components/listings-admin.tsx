import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { BadgeCheck, Pencil, UserPlus } from 'lucide-react';
import type { AdminFarm } from '@common/schemas/admin';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/farms';
const statusLabel = (t: TFunction<'admin'>) => ({ draft: t('common.draft'), published: t('common.published'), suspended: t('common.suspended') });

function ClaimDialog({ farm, onClose }: { farm: AdminFarm; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [error, setError] = useState<string>();
  const claim = useAdminMutation(ENDPOINT, (email: string) => ['POST', `${ENDPOINT}/${farm.id}/claim`, { email }], {
    success: (email) => t('listings.claimed', { name: farm.name, email }),
    error: t('listings.claimFailed'),
  });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    if (!email.includes('@')) return setError(t('listings.emailNeeded'));
    setError(undefined);
    claim.mutate(email, { onSuccess: onClose, onError: (err) => setError(err instanceof ApiError ? err.serverMessage : undefined) });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('listings.claimTitle', { name: farm.name })}</DialogTitle>
        <DialogDescription className="mt-2">{t('listings.claimDescription')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Field label={t('listings.farmerEmail')} name="email" type="email" autoComplete="off" error={error} autoFocus />
          <Button type="submit" disabled={claim.isPending}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> {t('listings.claimListing')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function ListingsAdmin() {
  const { t } = useTranslation('admin');
  const STATUS_LABEL = statusLabel(t);
  const { list, filter } = useAdminTable<AdminFarm>(ENDPOINT, { sort: 'updated', filters: { status: '', owner: '', verified: '' } });
  const [claiming, setClaiming] = useState<AdminFarm | null>(null);
  const update = useAdminMutation(
    ENDPOINT,
    ({ farm, patch }: { farm: AdminFarm; patch: { verified?: boolean; status?: AdminFarm['status'] } }) => ['PATCH', `${ENDPOINT}/${farm.id}`, patch],
    {
      success: ({ farm, patch }) => {
        const name = farm.name;
        if (patch.status === 'draft') return t('listings.statusDone.draft', { name });
        if (patch.status === 'published') return t('listings.statusDone.published', { name });
        if (patch.status === 'suspended') return t('listings.statusDone.suspended', { name });
        return patch.verified ? t('listings.verifiedToast', { name }) : t('listings.unverifiedToast', { name });
      },
      error: t('listings.changeFailed'),
    },
  );

  const columns: Column<AdminFarm>[] = [
    {
      key: 'name',
      header: t('common.listing'),
      sort: 'name',
      className: 'min-w-52',
      render: (f) => (
        <div>
          <Link href={paths.farm(f.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {f.name}
          </Link>
          {f.verified && <BadgeCheck className="ml-1 inline h-4 w-4 text-brand-600" aria-label={t('common.verified')} />}
          <p className="text-xs text-stone-600">
            {[f.city, f.region].filter(Boolean).join(', ') || t('listings.noTown')} · #{f.id}
            {f.source && f.source !== 'demo' ? t('listings.imported', { source: f.source }) : ''}
          </p>
        </div>
      ),
    },
    {
      key: 'owner',
      header: t('listings.owner'),
      render: (f) =>
        f.owner ? (
          <span className="wrap-anywhere">{f.owner.email}</span>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setClaiming(f)} aria-label={t('listings.claimFor', { name: f.name })}>
            {t('listings.unclaimedClaim')}
          </Button>
        ),
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (f) => (
        <select
          aria-label={t('listings.statusOf', { name: f.name })}
          value={f.status}
          onChange={(e) => update.mutate({ farm: f, patch: { status: e.target.value as AdminFarm['status'] } })}
          className="h-9 rounded-lg border border-stone-300 bg-white px-1.5"
        >
          {Object.entries(STATUS_LABEL).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'verified',
      header: t('common.verified'),
      render: (f) => (
        <input
          type="checkbox"
          checked={f.verified}
          onChange={(e) => update.mutate({ farm: f, patch: { verified: e.target.checked } })}
          aria-label={t('listings.verifiedOf', { name: f.name })}
          className="h-5 w-5 accent-brand-600"
        />
      ),
    },
    { key: 'updated', header: t('common.updated'), sort: 'updated', className: 'whitespace-nowrap', render: (f) => formatDate(f.updatedAt) },
    {
      key: 'edit',
      header: t('common.edit'),
      render: (f) => (
        <Button asChild variant="ghost" size="sm">
          <Link href={`${paths.farmProfile}?id=${f.id}`} aria-label={t('common.editNamed', { name: f.name })}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminTable
        caption={t('common.listings')}
        list={list}
        columns={columns}
        rowKey={(f) => f.id}
        searchLabel={t('listings.search')}
        searchPlaceholder={t('listings.placeholder')}
        empty={t('listings.empty')}
        filters={
          <>
            <FilterSelect
              label={t('common.status')}
              {...filter('status')}
              options={[
                ['', t('common.any')],
                ['published', t('common.published')],
                ['draft', t('common.draft')],
                ['suspended', t('common.suspended')],
              ]}
            />
            <FilterSelect
              label={t('listings.owner')}
              {...filter('owner')}
              options={[
                ['', t('common.any')],
                ['unclaimed', t('listings.unclaimed')],
                ['claimed', t('listings.hasOwner')],
              ]}
            />
            <FilterSelect
              label={t('common.verified')}
              {...filter('verified')}
              options={[
                ['', t('common.any')],
                ['yes', t('common.verified')],
                ['no', t('listings.notVerified')],
              ]}
            />
          </>
        }
      />
      {claiming && <ClaimDialog farm={claiming} onClose={() => setClaiming(null)} />}
    </>
  );
}
