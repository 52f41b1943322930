import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';
import { SiteSwitches } from '@/features/admin/components/site-switches';
import { SponsorsAdmin } from '@/features/admin/components/sponsors-admin';
import { ImportAdmin } from '@/features/admin/components/import-admin';
import { OutboxAdmin, QueueAdmin } from '@/features/admin/components/queue-admin';

export default function AdminPage() {
  const { user } = useUser();
  if (user?.userType !== 'admin') {
    return (
      <Page title="Admins only">
        <EmptyState
          icon={<ShieldAlert className="h-8 w-8" aria-hidden="true" />}
          title="You don’t have access to this page"
          actions={
            <Button asChild>
              <Link href={paths.dashboard}>Go to your dashboard</Link>
            </Button>
          }
        >
          <p>The admin console is for the team running Farm Stand Finder. If you need something changed, contact support.</p>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title="Admin" wide lead="Run the site without touching the database.">
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-xl font-semibold">Site settings</h2>
          <SiteSwitches />
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 className="mb-4 text-xl font-semibold">Sponsors</h2>
          <SponsorsAdmin />
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:col-span-2">
          <h2 className="mb-4 text-xl font-semibold">Import listings</h2>
          <ImportAdmin />
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 className="mb-4 text-xl font-semibold">Background jobs</h2>
          <QueueAdmin />
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 className="mb-4 text-xl font-semibold">Mail outbox</h2>
          <OutboxAdmin />
        </section>
      </div>
    </Page>
  );
}
