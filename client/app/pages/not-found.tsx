import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useTitle } from '@/components/layout/page';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  useTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <Compass className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-6 text-4xl font-semibold text-brand-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-stone-700">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={paths.browse}>{t('notFound.browse')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={paths.home}>{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
