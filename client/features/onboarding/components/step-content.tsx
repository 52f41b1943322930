import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Bell, Clock, Heart, MapPin, MessageCircle, PartyPopper, Route, Search, Store, Sprout, Star } from 'lucide-react';
import type { UserType } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { useEnablePush } from '@/features/push';
import type { StepId } from '../steps';
import { LocationStep } from './location-step';

interface StepView {
  title: string;
  icon: ReactNode;
  body: ReactNode;
}

const icon = (I: typeof Bell) => <I className="h-8 w-8" aria-hidden="true" />;

function FeatureList({ items }: { items: Array<[typeof Bell, string, string]> }) {
  return (
    <ul className="space-y-3">
      {items.map(([I, title, text]) => (
        <li key={title} className="flex gap-3">
          <I className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-stone-900">{title}.</strong> <span className="text-stone-700">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function NotificationsStep({ userType }: { userType: UserType }) {
  const enable = useEnablePush();
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{userType === 'farmer' ? t('notifications.farmer') : t('notifications.consumer')}</p>
      <Button onClick={() => enable.mutate()} disabled={enable.isPending || enable.isSuccess} variant="secondary" className="w-full">
        <Bell className="h-5 w-5" aria-hidden="true" />
        {enable.isSuccess ? t('notifications.on') : enable.isPending ? t('notifications.asking') : t('notifications.turnOn')}
      </Button>
      <p className="text-sm text-stone-600">{t('notifications.later')}</p>
    </div>
  );
}

export function stepView(step: StepId, userType: UserType, firstName: string, t: TFunction<'onboarding'>): StepView {
  const farmer = userType === 'farmer';
  switch (step) {
    case 'welcome':
      return {
        title: t('welcome.title', { firstName }),
        icon: icon(Sprout),
        body: <p className="text-stone-700">{farmer ? t('welcome.farmer') : t('welcome.consumer')}</p>,
      };
    case 'profile':
      return {
        title: t('profile.title'),
        icon: icon(Store),
        body: (
          <FeatureList
            items={[
              [Store, t('profile.kind'), t('profile.kindText')],
              [Sprout, t('profile.products'), t('profile.productsText')],
              [Star, t('profile.photos'), t('profile.photosText')],
            ]}
          />
        ),
      };
    case 'location':
      return {
        title: farmer ? t('location.farmerTitle') : t('location.consumerTitle'),
        icon: icon(MapPin),
        body: <LocationStep userType={userType} />,
      };
    case 'hours':
      return {
        title: t('hours.title'),
        icon: icon(Clock),
        body: <p className="text-stone-700">{t('hours.text')}</p>,
      };
    case 'features':
      return farmer
        ? {
            title: t('features.farmerTitle'),
            icon: icon(MessageCircle),
            body: (
              <FeatureList
                items={[
                  [MessageCircle, t('features.messages'), t('features.messagesText')],
                  [Bell, t('features.followers'), t('features.followersText')],
                  [Star, t('features.reviews'), t('features.reviewsText')],
                ]}
              />
            ),
          }
        : {
            title: t('features.consumerTitle'),
            icon: icon(Heart),
            body: (
              <FeatureList
                items={[
                  [Heart, t('features.favorites'), t('features.favoritesText')],
                  [Route, t('features.trips'), t('features.tripsText')],
                  [Star, t('features.checkIns'), t('features.checkInsText')],
                ]}
              />
            ),
          };
    case 'notifications':
      return { title: t('notifications.title'), icon: icon(Bell), body: <NotificationsStep userType={userType} /> };
    case 'search':
      return {
        title: t('search.title'),
        icon: icon(Search),
        body: (
          <p className="text-stone-700">
            <Trans t={t} ns="onboarding" i18nKey="search.text" components={{ strong: <strong /> }} />
          </p>
        ),
      };
    case 'complete':
      return {
        title: t('complete.title'),
        icon: icon(PartyPopper),
        body: <p className="text-stone-700">{farmer ? t('complete.farmer') : t('complete.consumer')}</p>,
      };
  }
}
