import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@common/schemas/admin-users';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorText, useUser } from '@/features/auth';
import { useAdminList } from '../api/admin-list';
import { formatDate } from '../api/admin-mutation';
import { ADMIN_USERS_ENDPOINT, useUpdateAdminUser } from '../api/users';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ROLES = ['consumer', 'farmer', 'admin'] as const;
const ROLE_LABEL = { consumer: 'Shopper', farmer: 'Farmer', admin: 'Admin' } as const;
const select = 'h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm';

/** Search users, change a role, suspend or lift a suspension; paged and sorted on the server. Every change is in the audit log. */
export function UsersAdmin() {
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const list = useAdminList<AdminUser>(ADMIN_USERS_ENDPOINT, { sort: 'created' }, { role, status });
  const columns: Column<AdminUser>[] = [
    { key: 'user', header: 'User', sort: 'email', className: 'min-w-52', render: (u) => <UserCell user={u} /> },
    { key: 'role', header: 'Role', render: (u) => <RoleSelect user={u} /> },
    { key: 'status', header: 'Status', render: (u) => <StatusBadges user={u} /> },
    { key: 'created', header: 'Joined', sort: 'created', className: 'whitespace-nowrap tabular-nums', render: (u) => formatDate(u.createdAt) },
    { key: 'lastSeen', header: 'Last seen', sort: 'lastSeen', className: 'whitespace-nowrap tabular-nums', render: (u) => formatDate(u.lastSeenAt) },
    { key: 'actions', header: 'Suspension', render: (u) => <SuspendButton user={u} /> },
  ];
  return (
    <AdminTable
      caption="Users"
      list={list}
      columns={columns}
      rowKey={(u) => u.id}
      searchLabel="Name or email"
      searchPlaceholder="jo@example.com"
      empty="No user matches this search."
      filters={
        <>
          <FilterSelect label="Role" value={role} onChange={setRole} options={[['', 'All roles'], ...ROLES.map((r): [string, string] => [r, ROLE_LABEL[r]])]} />
          <FilterSelect
            label="Status"
            value={status}
            onChange={setStatus}
            options={[
              ['', 'Everyone'],
              ['active', 'Active'],
              ['suspended', 'Suspended'],
              ['unverified', 'Email not verified'],
              ['deleted', 'Deleted accounts'],
            ]}
          />
        </>
      }
    />
  );
}

function useChange(user: AdminUser) {
  const update = useUpdateAdminUser();
  const change = (c: { userType?: AdminUser['userType']; suspended?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, change: c },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (err) => toast({ title: 'Could not change this user', description: errorText(err), variant: 'error' }),
      },
    );
  return { change, pending: update.isPending };
}

function UserCell({ user }: { user: AdminUser }) {
  const { user: me } = useUser();
  return (
    <div>
      <p className="font-medium">
        {user.firstName}
        {me?.id === user.id && <span className="text-stone-500"> (you)</span>}
      </p>
      <p className="break-all text-stone-600">{user.email}</p>
    </div>
  );
}

function RoleSelect({ user }: { user: AdminUser }) {
  const { user: me } = useUser();
  const { change, pending } = useChange(user);
  const [ask, confirmDialog] = useConfirm();
  return (
    <>
      {confirmDialog}
      <select
        aria-label={`Role of ${user.email}`}
        value={user.userType}
        disabled={me?.id === user.id || user.deleted || pending}
        onChange={async (e) => {
          const role = e.target.value as AdminUser['userType'];
          const title = `Make ${user.email} ${ROLE_LABEL[role].toLowerCase()}? They will be signed out and sign in again with the new role.`;
          if (await ask({ title, confirmLabel: 'Change role', cancelLabel: 'Cancel' })) change({ userType: role }, 'Role changed');
        }}
        className={select}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r]}
          </option>
        ))}
      </select>
    </>
  );
}

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.deleted ? <Badge tone="stone">Deleted</Badge> : user.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
      {!user.emailVerified && !user.deleted && <Badge tone="amber">Unverified</Badge>}
      {user.twoFactorEnabled && (
        <Badge tone="green">
          <ShieldCheck className="h-3 w-3" aria-hidden="true" /> 2-step
        </Badge>
      )}
    </div>
  );
}

function SuspendButton({ user }: { user: AdminUser }) {
  const { user: me } = useUser();
  const { change, pending } = useChange(user);
  const [ask, confirmDialog] = useConfirm();
  if (me?.id === user.id || user.deleted) return null;
  return (
    <>
      {confirmDialog}
      <Button
        size="sm"
        variant={user.suspended ? 'secondary' : 'danger'}
        disabled={pending}
        onClick={async () =>
          user.suspended
            ? change({ suspended: false }, 'Suspension lifted')
            : (await ask({
                title: `Suspend ${user.email}? They are signed out at once and cannot sign in until you lift it.`,
                confirmLabel: 'Suspend',
                cancelLabel: 'Cancel',
              })) && change({ suspended: true }, 'User suspended')
        }
      >
        {user.suspended ? 'Lift suspension' : 'Suspend'}
      </Button>
    </>
  );
}

const TONES = { green: 'bg-brand-50 text-brand-800', red: 'bg-red-50 text-red-800', amber: 'bg-amber-50 text-amber-900', stone: 'bg-stone-100 text-stone-700' };
function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
