import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@common/schemas/admin-users';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorText, useUser } from '@/features/auth';
import { useAdminTable } from '../api/admin-list';
import { formatDate } from '../api/admin-mutation';
import { ADMIN_USERS_ENDPOINT, useUpdateAdminUser } from '../api/users';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ROLES = ['consumer', 'farmer', 'admin'] as const;
const roleLabel = (t: TFunction<'admin'>) => ({ consumer: t('users.roles.consumer'), farmer: t('users.roles.farmer'), admin: t('users.roles.admin') });
const select = 'h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm';

/** Search users, change a role, suspend or lift a suspension; paged and sorted on the server. Every change is in the audit log. */
export function UsersAdmin() {
  const { t } = useTranslation('admin');
  const ROLE_LABEL = roleLabel(t);
  const { list, filter } = useAdminTable<AdminUser>(ADMIN_USERS_ENDPOINT, { sort: 'created', filters: { role: '', status: '' } });
  const columns: Column<AdminUser>[] = [
    { key: 'user', header: t('users.user'), sort: 'email', className: 'min-w-52', render: (u) => <UserCell user={u} /> },
    { key: 'role', header: t('users.role'), render: (u) => <RoleSelect user={u} /> },
    { key: 'status', header: t('common.status'), render: (u) => <StatusBadges user={u} /> },
    { key: 'created', header: t('users.joined'), sort: 'created', className: 'whitespace-nowrap tabular-nums', render: (u) => formatDate(u.createdAt) },
    { key: 'lastSeen', header: t('users.lastSeen'), sort: 'lastSeen', className: 'whitespace-nowrap tabular-nums', render: (u) => formatDate(u.lastSeenAt) },
    { key: 'actions', header: t('users.suspension'), render: (u) => <SuspendButton user={u} /> },
  ];
  return (
    <AdminTable
      caption={t('users.caption')}
      list={list}
      columns={columns}
      rowKey={(u) => u.id}
      searchLabel={t('users.search')}
      searchPlaceholder="jo@example.com"
      empty={t('users.empty')}
      filters={
        <>
          <FilterSelect
            label={t('users.role')}
            {...filter('role')}
            options={[['', t('users.allRoles')], ...ROLES.map((r): [string, string] => [r, ROLE_LABEL[r]])]}
          />
          <FilterSelect
            label={t('common.status')}
            {...filter('status')}
            options={[
              ['', t('common.everyone')],
              ['active', t('common.active')],
              ['suspended', t('common.suspended')],
              ['unverified', t('users.filter.unverified')],
              ['deleted', t('users.filter.deleted')],
            ]}
          />
        </>
      }
    />
  );
}

function useChange(user: AdminUser) {
  const { t } = useTranslation('admin');
  const update = useUpdateAdminUser();
  const change = (c: { userType?: AdminUser['userType']; suspended?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, change: c },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (err) => toast({ title: t('users.failed'), description: errorText(err), variant: 'error' }),
      },
    );
  return { change, pending: update.isPending };
}

function UserCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const { user: me } = useUser();
  return (
    <div>
      <p className="font-medium">
        {user.firstName}
        {me?.id === user.id && <span className="text-stone-500"> {t('users.you')}</span>}
      </p>
      <p className="wrap-anywhere text-stone-600">{user.email}</p>
    </div>
  );
}

function RoleSelect({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const ROLE_LABEL = roleLabel(t);
  const confirmText = {
    consumer: t('users.confirmRole.consumer', { email: user.email }),
    farmer: t('users.confirmRole.farmer', { email: user.email }),
    admin: t('users.confirmRole.admin', { email: user.email }),
  };
  const { user: me } = useUser();
  const { change, pending } = useChange(user);
  const [ask, confirmDialog] = useConfirm();
  return (
    <>
      {confirmDialog}
      <select
        aria-label={t('users.roleOf', { email: user.email })}
        value={user.userType}
        disabled={me?.id === user.id || user.deleted || pending}
        onChange={async (e) => {
          const role = e.target.value as AdminUser['userType'];
          if (await ask({ title: confirmText[role], confirmLabel: t('users.changeRole'), cancelLabel: t('common.cancel') }))
            change({ userType: role }, t('users.roleChanged'));
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
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-1">
      {user.deleted ? (
        <Badge tone="stone">{t('users.deleted')}</Badge>
      ) : user.suspended ? (
        <Badge tone="red">{t('common.suspended')}</Badge>
      ) : (
        <Badge tone="green">{t('common.active')}</Badge>
      )}
      {!user.emailVerified && !user.deleted && <Badge tone="amber">{t('users.unverified')}</Badge>}
      {user.twoFactorEnabled && (
        <Badge tone="green">
          <ShieldCheck className="h-3 w-3" aria-hidden="true" /> {t('users.twoStep')}
        </Badge>
      )}
    </div>
  );
}

function SuspendButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
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
            ? change({ suspended: false }, t('users.lifted'))
            : (await ask({ title: t('users.confirmSuspend', { email: user.email }), confirmLabel: t('users.suspend'), cancelLabel: t('common.cancel') })) &&
              change({ suspended: true }, t('users.suspendedToast'))
        }
      >
        {user.suspended ? t('users.lift') : t('users.suspend')}
      </Button>
    </>
  );
}

const TONES = { green: 'bg-brand-50 text-brand-800', red: 'bg-red-50 text-red-800', amber: 'bg-amber-50 text-amber-900', stone: 'bg-stone-100 text-stone-700' };
function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
