import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, Pencil, UserPlus } from 'lucide-react';
import type { AdminFarm } from '@common/schemas/admin';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAdminList } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/farms';
const STATUS_LABEL = { draft: 'Draft', published: 'Published', suspended: 'Suspended' } as const;

function ClaimDialog({ farm, onClose }: { farm: AdminFarm; onClose: () => void }) {
  const [error, setError] = useState<string>();
  const claim = useAdminMutation(ENDPOINT, (email: string) => ['POST', `${ENDPOINT}/${farm.id}/claim`, { email }], {
    success: (email) => `${farm.name} now belongs to ${email}`,
    error: 'Could not claim the listing',
  });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    if (!email.includes('@')) return setError('Enter the farmer’s account email');
    setError(undefined);
    claim.mutate(email, { onSuccess: onClose, onError: (err) => setError(err instanceof ApiError ? err.serverMessage : undefined) });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Claim “{farm.name}” for a farmer</DialogTitle>
        <DialogDescription className="mt-2">
          The farmer must already have a farmer account. They can then edit the listing as their own. Check that they really run this stand first.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Field label="Farmer’s account email" name="email" type="email" autoComplete="off" error={error} autoFocus />
          <Button type="submit" disabled={claim.isPending}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> Claim listing
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function ListingsAdmin() {
  const [status, setStatus] = useState('');
  const [owner, setOwner] = useState('');
  const [verified, setVerified] = useState('');
  const list = useAdminList<AdminFarm>(ENDPOINT, { sort: 'updated' }, { status, owner, verified });
  const [claiming, setClaiming] = useState<AdminFarm | null>(null);
  const update = useAdminMutation(
    ENDPOINT,
    ({ farm, patch }: { farm: AdminFarm; patch: { verified?: boolean; status?: AdminFarm['status'] } }) => ['PATCH', `${ENDPOINT}/${farm.id}`, patch],
    {
      success: ({ farm, patch }) =>
        patch.status ? `${farm.name}: ${STATUS_LABEL[patch.status].toLowerCase()}` : `${farm.name} ${patch.verified ? 'verified' : 'no longer verified'}`,
      error: 'Could not change the listing',
    },
  );

  const columns: Column<AdminFarm>[] = [
    {
      key: 'name',
      header: 'Listing',
      sort: 'name',
      className: 'min-w-52',
      render: (f) => (
        <div>
          <Link href={paths.farm(f.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {f.name}
          </Link>
          {f.verified && <BadgeCheck className="ml-1 inline h-4 w-4 text-brand-600" aria-label="Verified" />}
          <p className="text-xs text-stone-600">
            {[f.city, f.region].filter(Boolean).join(', ') || 'No town'} · #{f.id}
            {f.source && f.source !== 'demo' ? ` · imported (${f.source})` : ''}
          </p>
        </div>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      render: (f) =>
        f.owner ? (
          <span className="break-all">{f.owner.email}</span>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setClaiming(f)} aria-label={`Claim ${f.name} for a farmer`}>
            Unclaimed · Claim
          </Button>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (f) => (
        <select
          aria-label={`Status of ${f.name}`}
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
      header: 'Verified',
      render: (f) => (
        <input
          type="checkbox"
          checked={f.verified}
          onChange={(e) => update.mutate({ farm: f, patch: { verified: e.target.checked } })}
          aria-label={`Verified: ${f.name}`}
          className="h-5 w-5 accent-brand-600"
        />
      ),
    },
    { key: 'updated', header: 'Updated', sort: 'updated', className: 'whitespace-nowrap', render: (f) => formatDate(f.updatedAt) },
    {
      key: 'edit',
      header: 'Edit',
      render: (f) => (
        <Button asChild variant="ghost" size="sm">
          <Link href={`${paths.farmProfile}?id=${f.id}`} aria-label={`Edit ${f.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminTable
        caption="Listings"
        list={list}
        columns={columns}
        rowKey={(f) => f.id}
        searchLabel="Search listings"
        searchPlaceholder="Name, town, ZIP, owner email or #id"
        empty="No listings match."
        filters={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={[
                ['', 'Any'],
                ['published', 'Published'],
                ['draft', 'Draft'],
                ['suspended', 'Suspended'],
              ]}
            />
            <FilterSelect
              label="Owner"
              value={owner}
              onChange={setOwner}
              options={[
                ['', 'Any'],
                ['unclaimed', 'Unclaimed'],
                ['claimed', 'Has an owner'],
              ]}
            />
            <FilterSelect
              label="Verified"
              value={verified}
              onChange={setVerified}
              options={[
                ['', 'Any'],
                ['yes', 'Verified'],
                ['no', 'Not verified'],
              ]}
            />
          </>
        }
      />
      {claiming && <ClaimDialog farm={claiming} onClose={() => setClaiming(null)} />}
    </>
  );
}
