import type { ReactNode } from 'react';
import { Bell, Clock, Heart, MapPin, MessageCircle, PartyPopper, Route, Search, Store, Sprout, Star } from 'lucide-react';
import type { UserType } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { useEnablePush } from '@/features/push/use-enable-push';
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
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        {userType === 'farmer'
          ? 'Get a ping when a customer messages you or leaves a review, even when the app is closed.'
          : 'Hear the moment your favorite stands post news: first strawberries, fresh eggs, opening day.'}
      </p>
      <Button onClick={() => enable.mutate()} disabled={enable.isPending || enable.isSuccess} variant="secondary" className="w-full">
        <Bell className="h-5 w-5" aria-hidden="true" />
        {enable.isSuccess ? 'Notifications are on' : enable.isPending ? 'Asking your browser…' : 'Turn on notifications'}
      </Button>
      <p className="text-sm text-stone-600">You can change this any time in account settings.</p>
    </div>
  );
}

export function stepView(step: StepId, userType: UserType, firstName: string): StepView {
  const farmer = userType === 'farmer';
  switch (step) {
    case 'welcome':
      return {
        title: `Welcome, ${firstName}!`,
        icon: icon(Sprout),
        body: (
          <p className="text-stone-700">
            {farmer
              ? 'Farm Stand Finder puts your stand in front of people nearby who are looking for fresh food right now. This quick tour sets you up in about a minute.'
              : 'Farm Stand Finder shows you farm stands, u-picks and markets near you, and whether they are open right now. Let’s get you set up in about a minute.'}
          </p>
        ),
      };
    case 'profile':
      return {
        title: 'Your stand’s listing',
        icon: icon(Store),
        body: (
          <FeatureList
            items={[
              [Store, 'Name and kind', 'Farm stand, u-pick, market stall or market.'],
              [Sprout, 'What you sell', 'Products with a one-tap “available today” switch.'],
              [Star, 'Photos and story', 'Shoppers choose stands that show their fields and faces.'],
            ]}
          />
        ),
      };
    case 'location':
      return {
        title: farmer ? 'Where is your stand?' : 'Where should we look?',
        icon: icon(MapPin),
        body: <LocationStep userType={userType} />,
      };
    case 'hours':
      return {
        title: 'Hours people can trust',
        icon: icon(Clock),
        body: (
          <p className="text-stone-700">
            Set your weekly hours on a simple grid, add your season (say May to October) and the days you close. We work out “open now” in your own time zone,
            so nobody drives out to a closed stand.
          </p>
        ),
      };
    case 'features':
      return farmer
        ? {
            title: 'Tools for your stand',
            icon: icon(MessageCircle),
            body: (
              <FeatureList
                items={[
                  [MessageCircle, 'Messages', 'Answer questions and take orders.'],
                  [Bell, 'Tell your followers', 'One note to everyone who favorited you: “Sweet corn is in!”'],
                  [Star, 'Reviews', 'Reply to reviews and build trust.'],
                ]}
              />
            ),
          }
        : {
            title: 'Make it yours',
            icon: icon(Heart),
            body: (
              <FeatureList
                items={[
                  [Heart, 'Favorites', 'Tap the heart to follow a stand and hear its news.'],
                  [Route, 'Trips', 'Plan a loop of stands that are open when you arrive.'],
                  [Star, 'Reviews and check-ins', 'Share what you found and earn badges.'],
                ]}
              />
            ),
          };
    case 'notifications':
      return { title: 'Stay in the loop', icon: icon(Bell), body: <NotificationsStep userType={userType} /> };
    case 'search':
      return {
        title: 'Find what’s open now',
        icon: icon(Search),
        body: (
          <p className="text-stone-700">
            Search by product (“strawberries”), filter by what matters to you (organic, SNAP/EBT, pick-your-own), and switch to
            <strong> Open now</strong> to see only the stands you can visit today.
          </p>
        ),
      };
    case 'complete':
      return {
        title: 'You’re all set',
        icon: icon(PartyPopper),
        body: (
          <p className="text-stone-700">
            {farmer
              ? 'Next, fill in your listing in Farm profile. It takes about five minutes and you can publish when you are happy with it.'
              : 'Start browsing stands near you. Your home location and preferences can be changed any time in account settings.'}
          </p>
        ),
      };
  }
}
