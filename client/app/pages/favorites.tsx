import { Link } from 'wouter';
import { Heart } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function FavoritesPage() {
  return (
    <Page title="Favorites">
      <EmptyState
        icon={<Heart className="h-8 w-8" aria-hidden="true" />}
        title="No favorites yet"
        actions={
          <Button asChild>
            <Link href={paths.browse}>Find stands to follow</Link>
          </Button>
        }
      >
        <p>Tap the heart on any stand to save it here. You will see at a glance which of your favorites are open now, and hear their news first.</p>
      </EmptyState>
    </Page>
  );
}
