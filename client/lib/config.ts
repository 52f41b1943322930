import type { ClientConfig } from '@common/schemas/site';

const DEFAULTS: ClientConfig = {
  sponsorPopupDelayMs: 30_000,
  sponsorDialogDelayMs: 2_000,
  sponsorMinViews: 3,
  onboardingDelayMs: 1_000,
  emailBannerDelayMs: 3_000,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

let cached: ClientConfig | undefined;

/** Settings the server writes into <meta name="fsf-config"> (no inline script: the CSP forbids it). */
export function getConfig(): ClientConfig {
  if (cached) return cached;
  const raw = typeof document !== 'undefined' ? document.querySelector('meta[name="fsf-config"]')?.getAttribute('content') : null;
  try {
    cached = { ...DEFAULTS, ...(raw ? (JSON.parse(raw) as Partial<ClientConfig>) : {}) };
  } catch {
    cached = DEFAULTS;
  }
  return cached;
}
