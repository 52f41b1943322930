import { useState, type FormEvent } from 'react';
import { Search, ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@common/schemas/admin-users';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorText, useUser } from '@/features/auth/api/use-user';
import { useAdminUsers, useUpdateAdminUser, type AdminUserFilters } from '../api/users';

const ROLES = ['consumer', 'farmer', 'admin'] as const;
const ROLE_LABEL = { consumer: 'Shopper', farmer: 'Farmer', admin: 'Admin' } as const;
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const select = 'h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm';

/** Search users, change a role, suspend or lift a suspension. Every change is in the audit log. */
export function UsersAdmin() {
  const [filters, setFilters] = useState<AdminUserFilters>({ q: '', role: '', status: '' });
  const users = useAdminUsers(filters);
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];

  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setFilters({ q: data.q.trim(), role: data.role as AdminUserFilters['role'], status: data.status as AdminUserFilters['status'] });
  }

  return (
    <div className="space-y-5">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <label className="min-w-[14rem] flex-1 text-sm font-medium text-stone-800">
          Name or email
          <Input name="q" type="search" defaultValue={filters.q} className="mt-1.5" placeholder="jo@example.com" />
        </label>
        <label className="text-sm font-medium text-stone-800">
          Role
          <select name="role" defaultValue={filters.role} className={`${select} mt-1.5 block`}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>{ROLE_LABEL[r]}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-stone-800">
          Status
          <select name="status" defaultValue={filters.status} className={`${select} mt-1.5 block`}>
            <option value="">Everyone</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
            <option value="unverified">Email not verified</option>
            <option value="deleted">Deleted accounts</option>
          </select>
        </label>
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" /> Search
        </Button>
      </form>

      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Users, scrolls sideways">
        <table className="w-full min-w-[680px] text-left text-sm">
          <caption className="sr-only">Users, newest first</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">User</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Role</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Joined</th>
              <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.isLoading && <tr><td colSpan={5} className="py-4 text-stone-600">Loading users…</td></tr>}
            {users.isError && <tr><td colSpan={5} className="py-4 text-tomato-700">{errorText(users.error)}</td></tr>}
            {users.isSuccess && items.length === 0 && <tr><td colSpan={5} className="py-4 text-stone-600">No user matches this search.</td></tr>}
            {items.map((u) => <UserRow key={u.id} user={u} />)}
          </tbody>
        </table>
      </div>
      {users.hasNextPage && (
        <Button variant="secondary" onClick={() => users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {users.isFetchingNextPage ? 'Loading…' : 'Show more users'}
        </Button>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { user: me } = useUser();
  const update = useUpdateAdminUser();
  const self = me?.id === user.id;
  const change = (c: { userType?: AdminUser['userType']; suspended?: boolean }, done: string) =>
    update.mutate({ id: user.id, change: c }, {
      onSuccess: () => toast({ title: done, variant: 'success' }),
      onError: (err) => toast({ title: 'Could not change this user', description: errorText(err), variant: 'error' }),
    });

  return (
    <tr>
      <td className="py-2 pr-3">
        <p className="font-medium">{user.firstName}{self && <span className="text-stone-500"> (you)</span>}</p>
        <p className="break-all text-stone-600">{user.email}</p>
      </td>
      <td className="py-2 pr-3">
        <select
          aria-label={`Role of ${user.email}`}
          value={user.userType}
          disabled={self || user.deleted || update.isPending}
          onChange={(e) => {
            const role = e.target.value as AdminUser['userType'];
            if (confirm(`Make ${user.email} ${ROLE_LABEL[role].toLowerCase()}? They will be signed out and sign in again with the new role.`)) change({ userType: role }, 'Role changed');
          }}
          className={select}
        >
          {ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
        </select>
      </td>
      <td className="py-2 pr-3">
        <div className="flex flex-wrap gap-1">
          {user.deleted ? <Badge tone="stone">Deleted</Badge> : user.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
          {!user.emailVerified && !user.deleted && <Badge tone="amber">Unverified</Badge>}
          {user.twoFactorEnabled && (
            <Badge tone="green">
              <ShieldCheck className="h-3 w-3" aria-hidden="true" /> 2-step
            </Badge>
          )}
        </div>
      </td>
      <td className="py-2 pr-3 tabular-nums text-stone-700">{date.format(new Date(user.createdAt))}</td>
      <td className="py-2 text-right">
        {!self && !user.deleted && (
          <Button
            size="sm"
            variant={user.suspended ? 'secondary' : 'danger'}
            disabled={update.isPending}
            onClick={() =>
              user.suspended
                ? change({ suspended: false }, 'Suspension lifted')
                : confirm(`Suspend ${user.email}? They are signed out at once and cannot sign in until you lift it.`) && change({ suspended: true }, 'User suspended')
            }
          >
            {user.suspended ? 'Lift suspension' : 'Suspend'}
          </Button>
        )}
      </td>
    </tr>
  );
}

const TONES = { green: 'bg-brand-50 text-brand-800', red: 'bg-red-50 text-red-800', amber: 'bg-amber-50 text-amber-900', stone: 'bg-stone-100 text-stone-700' };
function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
