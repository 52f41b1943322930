import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, Store } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/use-user';
import { BecomeFarmerButton } from '@/features/auth/components/settings/account-type-section';
import { useFarm } from '@/features/farms/api/get-farm';
import { FarmEditor } from '@/features/farms/components/editor/farm-editor';
import { MyListings } from '@/features/farms/components/editor/my-listings';
import { errorMessage } from '@/lib/api-client';

function ConsumerNote() {
  const { t } = useTranslation('pages');
  useTitle(t('farmProfile.title'));
  return (
    <EmptyState
      icon={<Store className="h-8 w-8" aria-hidden="true" />}
      title={t('farmProfile.consumerTitle')}
      actions={
        <>
          <BecomeFarmerButton />
          <Button asChild variant="secondary">
            <Link href={paths.browse}>{t('farmProfile.find')}</Link>
          </Button>
        </>
      }
    >
      <p>{t('farmProfile.consumerBody')}</p>
    </EmptyState>
  );
}

/** Loads one listing for the editor; the editor is keyed by id so switching listings starts fresh. */
function EditListing({ id }: { id: string }) {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  const isNew = id === 'new';
  const { data: farm, isPending, error } = useFarm(isNew ? undefined : id);
  useTitle(isNew ? t('farmProfile.newListing') : farm ? t('farmProfile.editNamed', { name: farm.name }) : t('farmProfile.edit'));
  const back = (
    <Link href={paths.farmProfile} className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('farmProfile.listings')}
    </Link>
  );
  if (!isNew && isPending)
    return (
      <>
        {back}
        <Spinner label={t('farmProfile.loading')} />
      </>
    );
  if (!isNew && (error || !farm))
    return (
      <>
        {back}
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-stone-800">
          {errorMessage(error)}
        </p>
      </>
    );
  if (farm && !farm.canEdit)
    return (
      <>
        {back}
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-stone-800">
          {t('farmProfile.notYours')}
        </p>
      </>
    );
  return (
    <>
      {back}
      <h1 className="mb-6 text-3xl font-semibold text-brand-900 sm:text-4xl">
        {isNew ? t('farmProfile.newListing') : t('farmProfile.editNamed', { name: farm!.name })}
      </h1>
      <FarmEditor key={id} farm={farm ?? null} onCreated={(newId) => navigate(`${paths.farmProfile}?id=${newId}`, { replace: true })} />
    </>
  );
}

function ListingsView() {
  const { t } = useTranslation('pages');
  useTitle(t('farmProfile.listings'));
  return (
    <>
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('farmProfile.listings')}</h1>
      <p className="mb-6 mt-2 text-lg text-stone-700">{t('farmProfile.listingsLead')}</p>
      <MyListings />
    </>
  );
}

export default function FarmProfilePage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const id = new URLSearchParams(useSearch()).get('id');
  const canList = user?.userType === 'farmer' || user?.userType === 'admin';
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-6 sm:pt-10">
      {!canList ? (
        <>
          <h1 className="mb-6 text-3xl font-semibold text-brand-900">{t('farmProfile.title')}</h1>
          <ConsumerNote />
        </>
      ) : id ? (
        <EditListing id={id} />
      ) : (
        <ListingsView />
      )}
    </div>
  );
}
