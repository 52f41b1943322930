import { Clock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import { useUser } from '@/features/auth';
import { useOutbox } from '@/lib/offline/outbox-store';
import { useListingTrust } from '../api/get-trust';
import { ClaimListing } from './claim-listing';
import { ClosedWarning } from './closed-warning';
import { OpenReports } from './open-reports';
import { useAtStand } from './use-at-stand';
import { WasItOpen } from './was-it-open';

/**
 * What visitors and reports say about a listing, on its page (docs/product.md §9): the closed warning, open
 * reports, "Was it open?" for someone at the stand, and the claim of an imported listing.
 */
/**
 * `claim`: only the claim card, which the listing page shows below a shopper's Save and Trip buttons (it is for the
 * stand's farmer, and above them it pushed the shopper's actions down, issue 34 point 10); without it, the rest.
 */
export function ListingTrust({ farm, claim = false }: { farm: FarmDetail; claim?: boolean }) {
  // The namespace is asked for here, in the server render, so the parts shown later never wait for it.
  useTranslation('trust');
  const { user } = useUser();
  const { data: trust } = useListingTrust(farm.id);
  // An answer given offline is kept on the phone until it is sent: say so, rather than asking again.
  const waiting = useOutbox().some((i) => i.kind === 'was-it-open' && i.state === 'waiting' && (i.input as { farmId: number }).farmId === farm.id);
  const isOwner = !!user && farm.owner?.id === user.id;
  const canAnswer = !claim && !!user && !isOwner && farm.status === 'published' && trust !== undefined && trust.myConfirmation === null && !waiting;
  const at = useAtStand(farm, canAnswer);
  if (!trust) return null;
  if (claim) return trust.claimable ? <ClaimListing farm={farm} trust={trust} /> : null;
  const parts = [
    trust.closedWarning && <ClosedWarning key="closed" farmId={farm.id} warning={trust.closedWarning} answers={trust.closedAnswers} isOwner={isOwner} />,
    trust.openReports.length > 0 && <OpenReports key="reports" farmId={farm.id} reports={trust.openReports} isOwner={isOwner} />,
    waiting && <AnswerWaiting key="waiting" />,
    at && canAnswer && <WasItOpen key="ask" farm={farm} at={at} />,
  ].filter(Boolean);
  return parts.length ? <div className="max-w-3xl space-y-3">{parts}</div> : null;
}

function AnswerWaiting() {
  const { t } = useTranslation('trust');
  return (
    <p role="status" className="flex gap-2 rounded-2xl bg-brand-50 p-4 text-stone-900 ring-1 ring-brand-200">
      <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <strong>{t('wasItOpen.waiting')}</strong> {t('wasItOpen.waitingHint')}
      </span>
    </p>
  );
}
