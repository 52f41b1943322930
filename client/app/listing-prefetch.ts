import type { QueryClient } from '@tanstack/react-query';
import { farmDetailQuery } from '@/features/farms/api/get-farm';
import { listingPickingQuery } from '@/features/picking/api/get-picking';
import { listingTrustQuery } from '@/features/trust/api/get-trust';
import { LISTING_ID } from '@common/ids';
import { ROUTE_TABLE } from '@common/routes';
import { findRoute, preloadListingPage } from './routes';

/**
 * A press on a link to a listing (a finger down on a card, or Enter on a focused link) starts the listing page's code
 * and the listing's data at once, before the click: on slow 4G the page's download and then its data request were two
 * round trips one after the other, after the finger was lifted. The data goes into the query cache with the options
 * the page reads it with (features/farms/api/get-farm.ts), so the page finds it there or on its way; so do what people
 * say about it and its picking, shown above its products (a server-rendered listing has them with the page).
 *
 * One listener on the document, for every link: cards stay plain links. Not on hover or focus (tabbing through fifty
 * cards would ask for fifty listings), not for a link opened elsewhere (a modifier key, another button, another tab),
 * not offline. A listing whose data is fresh is not asked for again (the query's staleTime); the code loads once.
 * A failure is silent: the page asks again, as it would have.
 */
export function installListingPrefetch(queryClient: QueryClient, preload: () => Promise<unknown> = preloadListingPage, doc: Document = document) {
  const onPress = (event: PointerEvent | KeyboardEvent) => {
    if (('key' in event ? event.key !== 'Enter' : event.button !== 0) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!navigator.onLine) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== location.origin) return;
    const found = findRoute(link.pathname);
    if (found?.route.path !== ROUTE_TABLE.farm.pattern) return;
    preload().catch(() => {});
    void queryClient.prefetchQuery(farmDetailQuery(found.params.id));
    if (!LISTING_ID.test(found.params.id)) return;
    void queryClient.prefetchQuery(listingTrustQuery(Number(found.params.id)));
    void queryClient.prefetchQuery(listingPickingQuery(Number(found.params.id)));
  };
  // Heard on the way down: a part of the page that stops the press from bubbling does not hide it.
  const options = { capture: true, passive: true };
  doc.addEventListener('pointerdown', onPress, options);
  doc.addEventListener('keydown', onPress, options);
  return () => {
    doc.removeEventListener('pointerdown', onPress, options);
    doc.removeEventListener('keydown', onPress, options);
  };
}
