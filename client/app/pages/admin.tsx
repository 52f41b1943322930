import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';
import { AdminConsole } from '@/features/admin/components/admin-console';

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
  return <AdminConsole />;
}
