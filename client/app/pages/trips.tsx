import { Link } from 'wouter';
import { Route } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function TripsPage() {
  return (
    <Page title="Trips">
      <EmptyState
        icon={<Route className="h-8 w-8" aria-hidden="true" />}
        title="Plan your first day trip"
        actions={
          <Button asChild>
            <Link href={paths.browse}>Choose some stands</Link>
          </Button>
        }
      >
        <p>Pick a few stands, choose a date and a start point, and we’ll order the stops so they are open when you arrive, with drive times and a route you can open in your maps app.</p>
      </EmptyState>
    </Page>
  );
}
