import { Link } from 'wouter';
import { CalendarRange, Megaphone, Newspaper, Sprout, Trees, Users } from 'lucide-react';
import { paths } from '@/app/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const TOPICS = [
  { icon: Users, title: 'Farmer profiles', body: 'The people behind the stands, shared with their permission, and how they run them.' },
  { icon: CalendarRange, title: 'Seasonal guides', body: 'When strawberries, sweet corn, apples and pumpkins usually come in, and how to pick well.' },
  { icon: Trees, title: 'U-pick and day-trip ideas', body: 'Routes that string together stands that are open at the same time.' },
  { icon: Megaphone, title: 'What’s new', body: 'New features and fixes, explained in plain words, as Farm Stand Finder grows out of beta.' },
];

export default function BlogPage() {
  return (
    <Page eyebrow="Blog" title="Stories from the field" lead="Farmer profiles, seasonal guides and news from Farm Stand Finder, written by our team.">
      <EmptyState
        icon={<Newspaper className="h-8 w-8" aria-hidden="true" />}
        title="The first stories from the field are being written"
        actions={
          <>
            <Button asChild>
              <Link href={paths.successStories}>Read the success stories</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.openNow}>Find a stand open now</Link>
            </Button>
          </>
        }
      >
        <p>There are no posts here yet. Here’s what the blog will carry once they go up.</p>
      </EmptyState>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {TOPICS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-stone-700">{body}</p>
            </div>
          </li>
        ))}
      </ul>

      <section aria-labelledby="blog-news" className="mt-12 rounded-3xl bg-brand-900 px-6 py-8 text-brand-100 sm:px-10">
        <Sprout className="h-8 w-8 text-sun" aria-hidden="true" />
        <h2 id="blog-news" className="mt-3 text-2xl font-semibold text-white">
          Be told when the first posts go up
        </h2>
        <p className="mt-2 max-w-xl">Join the newsletter: a short email in the growing season with new posts and what’s coming into season.</p>
        <div className="mt-5 max-w-md">
          <NewsletterForm source="blog" dark />
        </div>
      </section>
    </Page>
  );
}
