import { useTranslation } from '@/lib/i18n/react';
import { Sprout, Tractor } from 'lucide-react';
import { useLocation } from 'wouter';
import type { User } from '@common/schemas/auth';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useChangeUserType } from '../../api/account-settings';
import { SettingsSection } from './settings-section';

/** Where a new farmer goes: the editor of their first listing. */
const NEW_LISTING = `${paths.farmProfile}?id=new`;

/**
 * Turns the signed-in shopper's account into a farmer's and opens the listing editor (issue 34 point 3): on /join, on
 * the farm profile a shopper reaches, and in account settings.
 */
export function BecomeFarmerButton({ size, variant }: Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation('auth');
  const change = useChangeUserType();
  const [, navigate] = useLocation();
  return (
    <Button
      size={size}
      variant={variant}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { userType: 'farmer' },
          {
            onSuccess: () => {
              toast({ title: t('accountType.farmerDone'), description: t('accountType.farmerDoneText'), variant: 'success' });
              navigate(NEW_LISTING);
            },
            onError: (err) => toast({ title: t('accountType.failed'), description: errorMessage(err), variant: 'error' }),
          },
        )
      }
    >
      <Tractor className="h-4 w-4" aria-hidden="true" /> {change.isPending ? t('accountType.switching') : t('accountType.toFarmer')}
    </Button>
  );
}

/** Account settings: a shopper becomes a farmer; a farmer goes back while the account owns no listing (the server checks). */
export function AccountTypeSection({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const change = useChangeUserType();
  if (user.userType === 'admin') return null;
  const farmer = user.userType === 'farmer';
  return (
    <SettingsSection id="account-type" title={t('accountType.title')} description={farmer ? t('accountType.farmerNow') : t('accountType.consumerNow')}>
      {farmer ? (
        <>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { userType: 'consumer' },
                {
                  onSuccess: () => toast({ title: t('accountType.consumerDone'), description: t('accountType.consumerDoneText'), variant: 'success' }),
                  onError: (err) => toast({ title: t('accountType.failed'), description: errorMessage(err), variant: 'error' }),
                },
              )
            }
          >
            <Sprout className="h-4 w-4" aria-hidden="true" /> {change.isPending ? t('accountType.switching') : t('accountType.toConsumer')}
          </Button>
          <p className="mt-3 text-sm text-stone-700">{t('accountType.backHint')}</p>
        </>
      ) : (
        <BecomeFarmerButton />
      )}
    </SettingsSection>
  );
}
