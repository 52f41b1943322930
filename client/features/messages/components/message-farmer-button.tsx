import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { MessageCircle } from 'lucide-react';
import { authHref, paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';

/** On a listing: ask its farmer what’s in stock or to set something aside (signing in first when needed). */
export function MessageFarmerButton({ farm }: { farm: { owner: { id: string; firstName: string } | null } }) {
  const { user } = useUser();
  const { t } = useTranslation('messages');
  const owner = farm.owner;
  if (!owner || user?.id === owner.id) return null;
  const href = paths.messagesWith(owner.id);
  return (
    <Button asChild variant="secondary">
      <Link href={user ? href : authHref(href)}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" /> {t('messageFarmer', { name: owner.firstName })}
      </Link>
    </Button>
  );
}
