import { Link } from 'wouter';
import { Award, Heart, Route, Store, Search, MessageCircle } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';
import { BulkMessageButton } from '@/features/messages/components/bulk-message-dialog';

export default function DashboardPage() {
  const { user } = useUser();
  if (!user) return null;
  const tiles =
    user.userType === 'farmer'
      ? [
          { href: paths.farmProfile, icon: Store, title: 'Farm profile', text: 'Hours, products and photos of your listing.' },
          { href: paths.messages, icon: MessageCircle, title: 'Messages', text: 'Questions and orders from customers.' },
          { href: paths.profile, icon: Award, title: 'Your profile', text: 'How shoppers see you.' },
        ]
      : [
          { href: paths.openNow, icon: Search, title: 'Open now', text: 'Stands you can visit right now.' },
          { href: paths.favorites, icon: Heart, title: 'Favorites', text: 'The stands you follow.' },
          { href: paths.trips, icon: Route, title: 'Trips', text: 'Plan a loop of open stands.' },
          { href: paths.achievements, icon: Award, title: 'Achievements', text: 'Badges you have earned.' },
        ];
  return (
    <Page title={`Hello, ${user.firstName}`} lead={user.userType === 'farmer' ? 'Here is how your stand is doing.' : 'What’s fresh near you today?'} wide>
      {user.userType === 'farmer' && <BulkMessageButton className="mb-6" />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link href={href} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md">
              <Icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
              <span className="mt-3 text-lg font-semibold text-stone-900">{title}</span>
              <span className="mt-1 text-sm text-stone-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 rounded-2xl bg-brand-50 p-5 text-brand-900">
        {user.userType === 'farmer'
          ? 'Charts of views, favorites, messages and rating over time will fill in here as shoppers find your listing.'
          : 'Upcoming trips, favorites that are open now and your badge progress will gather here as you use the app.'}
      </p>
    </Page>
  );
}
