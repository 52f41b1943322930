import { useTranslation } from '@/lib/i18n/react';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useAchievements } from '@/features/achievements/api/get-achievements';
import { BadgeCard } from '@/features/achievements/components/badge-card';
import { useUser } from '@/features/auth/api/use-user';
import { errorMessage } from '@/lib/api-client';
import type { Achievement } from '@common/schemas/achievements';

function Group({ title, items }: { title: string; items: Achievement[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title} className="mt-8 first:mt-0">
      <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((a) => (
          <li key={a.code}>
            <BadgeCard achievement={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AchievementsPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const { data, isPending, isError, error } = useAchievements();
  const earned = data?.filter((a) => a.earnedAt) ?? [];
  const locked = data?.filter((a) => !a.earnedAt) ?? [];
  const farmer = user?.userType === 'farmer';
  return (
    <Page title={t('achievements.title')} lead={data ? t('achievements.lead', { earned: earned.length, count: data.length }) : undefined} wide>
      {isPending && <Spinner label={t('achievements.loading')} />}
      {isError && (
        <p role="alert" className="text-tomato-700">
          {t('achievements.loadFailed')} {errorMessage(error)}
        </p>
      )}
      {data && (
        <>
          <Group title={t('achievements.earned')} items={earned} />
          <Group title={farmer ? t('achievements.toEarnFarmer') : t('achievements.toEarn')} items={locked} />
        </>
      )}
    </Page>
  );
}
