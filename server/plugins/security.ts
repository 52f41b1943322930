import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.js';
import { badRequest, forbidden } from '../lib/errors.js';
import { msg } from '@common/i18n/keys.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers on every response, and a refusal of state-changing requests that come from another site. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.map.tileUrl);
  // Built once: @fastify/helmet built every helmet middleware again (and parsed the CSP) on each request,
  // about 4 % of a search's server CPU (bench/README.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet and Radix position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tileOrigin ? [tileOrigin] : [])],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  // PostgreSQL text cannot hold NUL: refuse it in any input as bad input, before it can become a 500.
  app.addHook('preValidation', async (request) => {
    const field = nulAt(request.query) ?? nulAt(request.body) ?? nulAt(request.params);
    if (field !== null) throw badRequest('errors:request.nul', { [field || '_']: msg('errors:request.nul') });
  });

  const allowed = new Set([config.appOrigin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Browsers send Sec-Fetch-Site on every request; older ones at least send Origin on cross-site POSTs.
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('errors:request.crossSite');
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !allowed.has(origin) && !isSameHost(origin, request.headers.host)) {
      throw forbidden('errors:request.crossSite');
    }
    if (origin === 'null') throw forbidden('errors:request.crossSite');
  });
}

/** The path of the first value (or key) holding a NUL, as a 400's `fields` names it ('' for the value itself), or null. */
function nulAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 50 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return path || '_';
    const found = nulAt(v, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function isSameHost(origin: string, host: string | undefined) {
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function originOf(url: string) {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}
