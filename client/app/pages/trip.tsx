import { Link } from 'wouter';
import { Route } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function TripPage() {
  return (
    <Page title="Trip">
      <EmptyState
        icon={<Route className="h-8 w-8" aria-hidden="true" />}
        title="We couldn't find this trip"
        actions={
          <Button asChild>
            <Link href={paths.trips}>Your trips</Link>
          </Button>
        }
      >
        <p>It may have been deleted, or it belongs to someone else. Your own trips are listed on the Trips page.</p>
      </EmptyState>
    </Page>
  );
}
