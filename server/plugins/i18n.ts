import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@common/i18n/languages.js';
import { pickLanguage } from '../lib/i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in: a page's `?lang=`, the user's setting, the `lang` cookie, Accept-Language, English. */
    readonly lang: Language;
  }
}

const CACHE = Symbol('lang');

/**
 * Every request knows its reader's language (issue 16). Read lazily: the session hook sets `request.user` first,
 * and most requests (assets, JSON that holds only people's own words) never ask.
 */
export function registerI18n(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter() {
      const self = this as unknown as { [CACHE]?: Language } & typeof this;
      return (self[CACHE] ??= pickLanguage({
        query: pageLanguageParam(this.url),
        userLanguage: (this.user as { language?: string | null } | null)?.language,
        cookie: this.cookies?.[LANGUAGE_COOKIE],
        acceptLanguage: this.headers['accept-language'],
      }));
    },
  });
  // A translated answer differs by these: caches between us and the reader must keep them apart.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Language'));
  });
}

/**
 * `?lang=es` on a page's address (not an API call): that page view is in that language, whatever the account,
 * cookie or browser say, and nothing is remembered (decision 035, "Addresses per language").
 */
export function pageLanguageParam(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0 || url.startsWith('/api/')) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('lang') ?? undefined;
}

function appendVary(current: unknown, value: string): string {
  const list = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  return list.some((v) => v.toLowerCase() === value.toLowerCase()) ? list.join(', ') : [...list, value].join(', ');
}
