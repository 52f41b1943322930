import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { PackageCheck } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';

// Its own file: the home page (in the first download) shows it, and nothing of Today's stock page comes with it.
/** A signed-in farmer's first tap from home: today's stock (issue 34, "strawberries sold out" in two taps). */
export function FarmerStockBar() {
  const { t } = useTranslation('dashboard');
  const { user } = useUser();
  if (user?.userType !== 'farmer') return null;
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-medium">{t('todaysStock.homeLead')}</p>
        <Button asChild size="lg" variant="secondary">
          <Link href={paths.todaysStock}>
            <PackageCheck className="h-5 w-5" aria-hidden="true" /> {t('todaysStock.title')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
