import { msg } from '@common/i18n/keys.js';
import type { HeadProvider } from '../../plugins/spa.js';
import { localize } from '../../lib/i18n.js';

/**
 * The public pages' titles and descriptions (issue 16): the title is the one the page itself sets in the browser
 * (the same catalogue key), so the first load and a client-side visit agree; both in the reader's language.
 */
const HEADS: Record<string, { title: string; description: string }> = {
  '/browse': { title: msg('pages:browse.title'), description: msg('pages:descriptions.browse') },
  '/open-now': { title: msg('pages:openNow.title'), description: msg('pages:descriptions.openNow') },
  '/in-season': { title: msg('pages:inSeason.title'), description: msg('pages:descriptions.inSeason') },
  '/blog': { title: msg('pages:blog.title'), description: msg('pages:descriptions.blog') },
  '/how-it-works': { title: msg('content:howItWorks.title'), description: msg('pages:descriptions.howItWorks') },
  '/about-us': { title: msg('content:about.title'), description: msg('pages:descriptions.about') },
  '/about': { title: msg('content:about.title'), description: msg('pages:descriptions.about') },
  '/support': { title: msg('content:support.title'), description: msg('pages:descriptions.support') },
  '/privacy-policy': { title: msg('content:privacy.title'), description: msg('pages:descriptions.privacy') },
  '/terms-of-service': { title: msg('content:terms.title'), description: msg('pages:descriptions.terms') },
  '/join': { title: msg('content:join.title'), description: msg('pages:descriptions.join') },
  '/farmers': { title: msg('content:farmers.title'), description: msg('pages:descriptions.farmers') },
  '/market-vendors': { title: msg('content:marketVendors.title'), description: msg('pages:descriptions.marketVendors') },
  '/success-stories': { title: msg('content:successStories.title'), description: msg('pages:descriptions.successStories') },
  '/ambassador': { title: msg('content:ambassador.title'), description: msg('pages:descriptions.ambassador') },
};

export const PAGE_HEAD_PATTERN = new RegExp(`^(?<path>${Object.keys(HEADS).join('|')})/?$`);

/** <head> for the public pages above, in the reader's language. */
export const pageHead: HeadProvider = async (params, request) => {
  const head = HEADS[params.path ?? ''];
  return head ? { title: localize(head.title, request.lang), description: localize(head.description, request.lang) } : null;
};
