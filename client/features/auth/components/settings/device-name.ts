import type { TFunction } from 'i18next';

/** "Chrome on Android" from a User-Agent: enough to recognise one's own devices in a list. */
export function deviceName(ua: string | null, t: TFunction<'auth'>): string {
  if (!ua) return t('sessions.unknownDevice', { ns: 'auth' });
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return t('sessions.browserOnOs', { ns: 'auth', browser, os });
  return browser ?? os ?? ua.slice(0, 60);
}
