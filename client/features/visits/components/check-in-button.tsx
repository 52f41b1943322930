import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { MapPinCheck, MapPinned } from 'lucide-react';
import { authHref } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements';
import { useUser } from '@/features/auth';
import { useGeolocation, type LatLng } from '@/features/geo';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOfflineText } from '@/features/offline';
import { useOutbox } from '@/lib/offline/outbox-store';
import { useCheckIn } from '../api/check-in';

type Offer = { message: string; position: LatLng | null } | null;

/**
 * "Check in": the browser's position makes it a verified visit within 500 m of the stand. Farther away
 * (or with no position) it says how far and offers to log the visit unverified instead.
 */
export function CheckInButton({ farmId, farmName }: { farmId: number; farmName: string }) {
  const { t } = useTranslation('visits');
  const { user } = useUser();
  const [, navigate] = useLocation();
  const here = useHere();
  const { locate, status } = useGeolocation();
  const checkIn = useCheckIn();
  const qc = useQueryClient();
  const [offer, setOffer] = useState<Offer>(null);
  const outbox = useOutbox();
  const offlineText = useOfflineText();

  const send = (position: LatLng | null, unverified = false) =>
    checkIn.mutate(
      { farmId, farmName, position, unverified },
      {
        onSuccess: (sent) => {
          setOffer(null);
          if (sent.queued) return toast({ ...offlineText.queued.checkIn, variant: 'success' });
          const result = sent.result;
          if (!celebrate(qc, result.earned)) {
            toast({
              title: result.visit.verified ? t('checkIn.done', { name: farmName }) : t('checkIn.logged'),
              description: result.visit.verified ? t('checkIn.doneHint') : t('checkIn.loggedHint'),
              variant: 'success',
            });
          }
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) return setOffer({ message: err.serverMessage, position });
          setOffer(null);
          toast({
            title: err instanceof ApiError && err.status === 409 ? t('checkIn.already') : t('checkIn.failed'),
            description: errorMessage(err),
            variant: 'error',
          });
        },
      },
    );

  const start = async () => {
    if (!user) return navigate(authHref(here));
    const position = await locate({ quiet: true });
    if (position) send(position);
    else setOffer({ message: t('checkIn.noPosition'), position: null });
  };

  const waiting = outbox.some((i) => i.kind === 'check-in' && i.state === 'waiting' && (i.input as { farmId: number }).farmId === farmId);
  const busy = checkIn.isPending || status === 'locating' || waiting;
  return (
    <>
      <Button variant="secondary" onClick={() => void start()} disabled={busy}>
        <MapPinCheck className="h-5 w-5" aria-hidden="true" />{' '}
        {waiting ? offlineText.checkInWaiting : status === 'locating' ? t('checkIn.locating') : t('checkIn.button')}
      </Button>
      <div role="status" className="basis-full empty:hidden">
        {offer && (
          <div className="mt-1 rounded-2xl bg-sun/20 p-4 text-stone-900">
            <p>{offer.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => send(offer.position, true)} disabled={checkIn.isPending}>
                <MapPinned className="h-4 w-4" aria-hidden="true" /> {t('checkIn.logUnverified')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setOffer(null)}>
                {t('checkIn.notNow')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
