import { Link } from 'wouter';
import { MessageCircle } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

export default function MessagesPage() {
  return (
    <Page title="Messages">
      <EmptyState
        icon={<MessageCircle className="h-8 w-8" aria-hidden="true" />}
        title="No conversations yet"
        actions={
          <Button asChild>
            <Link href={paths.browse}>Find a stand</Link>
          </Button>
        }
      >
        <p>Start a conversation from any stand’s page to ask what’s in stock or place an order. Replies show up here as they arrive.</p>
      </EmptyState>
    </Page>
  );
}
