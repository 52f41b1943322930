import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { SESSION_COOKIE } from '../../lib/guards.js';
import { listen, type Listener } from '../../lib/pg-listen.js';
import { SETTINGS_CHANNEL, settingsRepository } from '../../lib/settings/settings.repository.js';
import { redactUrl } from '../../plugins/request-log.js';
import type { SessionService } from '../auth/session.js';
import { ALL, createPageCache, type PageCache } from './page-cache.js';
import { PAGE_CACHE_CHANNEL } from './page-cache.repository.js';

/** How long the site switches read for the cache's keys are trusted without a notification (a lost LISTEN). */
const SWITCHES_MS = 5_000;
const MAX_URL = 2_000;

export interface PublicPageCache {
  cache: PageCache;
  freshSeconds: number;
  /**
   * The cache key of a request for a page that a signed-out visitor makes, or null when the request is not served
   * from the cache: another method, a session that resolves to a person, a credential in the address (one-time
   * links), or an address too long to be a page anyone shares.
   */
  keyFor(request: FastifyRequest): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * The page cache of one process and what feeds it (decision 066): one LISTEN for the pages to forget (the domain
 * events' handlers in this module NOTIFY them) and for the site switches, which are part of every key. Null when
 * PAGE_CACHE_SECONDS is 0.
 */
export function publicPageCache(db: Db, sessions: SessionService, config: Pick<Config, 'pageCache' | 'secureCookies'>): PublicPageCache | null {
  const { freshSeconds, maxBytes } = config.pageCache;
  if (!freshSeconds) return null;
  const cache = createPageCache({ freshMs: freshSeconds * 1000, staleMs: 2 * freshSeconds * 1000, maxBytes });
  const settings = settingsRepository(db);
  let switches: { value: Promise<string>; until: number } | null = null;
  const readSwitches = async () => {
    const [m, c] = await Promise.all([settings.get<{ isEnabled: boolean }>('maintenance'), settings.get<{ isEnabled: boolean }>('comingSoon')]);
    return `${m?.isEnabled ? 'M' : '-'}${c?.isEnabled ? 'C' : '-'}`;
  };
  const currentSwitches = () => {
    if (!switches || Date.now() >= switches.until) {
      const value = readSwitches();
      switches = { value, until: Date.now() + SWITCHES_MS };
      value.catch(() => (switches = null));
    }
    return switches.value;
  };
  const listener: Listener = listen(
    db.$client,
    [PAGE_CACHE_CHANNEL, SETTINGS_CHANNEL],
    (channel, payload) => {
      if (channel === SETTINGS_CHANNEL) switches = null;
      else cache.invalidate(payload.split(' ').filter(Boolean));
    },
    // Whatever was announced while this process was not listening is unknown: forget every page.
    { onReconnect: () => ((switches = null), cache.invalidate([ALL])) },
  );
  const cookieName = config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

  return {
    cache,
    freshSeconds,
    async keyFor(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (request.url.length > MAX_URL || redactUrl(request.url) !== request.url) return null;
      // A session cookie is resolved (as the render would): signed in, the page is theirs; a dead one is a visitor.
      if (request.cookies[cookieName]) {
        if (!request.sessionId && !request.user) await sessions.resolve(request);
        if (request.user) return null;
      }
      return `${request.lang} ${await currentSwitches()} ${request.url}`;
    },
    close: () => listener.close(),
  };
}
