import { Link } from 'wouter';
import { Megaphone } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function AmbassadorDashboardPage() {
  return (
    <Page title="Ambassador dashboard">
      <EmptyState
        icon={<Megaphone className="h-8 w-8" aria-hidden="true" />}
        title="Your referrals"
        actions={
          <Button asChild>
            <Link href={paths.ambassador}>About the program</Link>
          </Button>
        }
      >
        <p>Approved ambassadors see the sign-ups and listings that came through their referral link here, over time. Read about the program and how to apply.</p>
      </EmptyState>
    </Page>
  );
}
