import { Link } from 'wouter';
import { Award } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function AchievementsPage() {
  return (
    <Page title="Achievements">
      <EmptyState
        icon={<Award className="h-8 w-8" aria-hidden="true" />}
        title="Badges to earn"
        actions={
          <Button asChild>
            <Link href={paths.browse}>Find a stand to visit</Link>
          </Button>
        }
      >
        <p>Check in at stands, write reviews, plan trips and visit in every season to earn badges. Your progress toward each one will show here.</p>
      </EmptyState>
    </Page>
  );
}
