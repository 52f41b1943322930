import type { FarmDetail } from '@common/schemas/farms';
import { useUser } from '@/features/auth/api/use-user';
import { useListingTrust } from '../api/get-trust';
import { ClaimListing } from './claim-listing';
import { ClosedWarning, OpenReports } from './open-reports';
import { useAtStand } from './use-at-stand';
import { WasItOpen } from './was-it-open';

/**
 * What visitors and reports say about a listing, on its page (PRODUCT.md 9): the closed warning, open
 * reports, "Was it open?" for someone at the stand, and the claim of an imported listing.
 */
export function ListingTrust({ farm }: { farm: FarmDetail }) {
  const { user } = useUser();
  const { data: trust } = useListingTrust(farm.id);
  const isOwner = !!user && farm.owner?.id === user.id;
  const canAnswer = !!user && !isOwner && farm.status === 'published' && trust !== undefined && trust.myConfirmation === null;
  const at = useAtStand(farm, canAnswer);
  if (!trust) return null;
  const parts = [
    trust.closedWarning && <ClosedWarning key="closed" warning={trust.closedWarning} />,
    trust.openReports.length > 0 && <OpenReports key="reports" farmId={farm.id} reports={trust.openReports} isOwner={isOwner} />,
    at && canAnswer && <WasItOpen key="ask" farm={farm} at={at} />,
    trust.claimable && <ClaimListing key="claim" farm={farm} trust={trust} />,
  ].filter(Boolean);
  return parts.length ? <div className="max-w-3xl space-y-3">{parts}</div> : null;
}
