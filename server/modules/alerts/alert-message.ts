import { formatNumber } from '@common/i18n/format.js';
import { INTL_LOCALE, type Language } from '@common/i18n/languages.js';
import type { OpenState } from '@common/schemas/farms.js';
import { translator } from '../../lib/i18n.js';

interface AlertFacts {
  product: string;
  farmName: string;
  distance: number;
  unit: 'mi' | 'km';
  place: string;
  open: OpenState;
  timeZone: string;
  /** A good-picking alert (decision 067): "picking is good at …" rather than "just marked … as available". */
  picking?: boolean;
  /** A heads-up alert's first availability of the season nearby (decision 068): "First of the season: …". */
  first?: boolean;
}

const time = (iso: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
const weekday = (iso: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone, weekday: 'long' }).format(new Date(iso));

/** The words of an alert (in-app, push and email alike), in the recipient's language: what, where, how far, and whether it is open. */
export function alertMessage(f: AlertFacts, lang: Language): { title: string; body: string } {
  const t = translator(lang);
  const digits = f.distance < 10 ? 1 : 0;
  const distance = formatNumber(digits ? f.distance : Math.round(f.distance), lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  const next = f.open.nextChange;
  const open =
    f.open.status === 'open'
      ? next
        ? t('push:alert.openUntil', { time: time(next, f.timeZone, lang) })
        : t('push:alert.open')
      : f.open.status === 'closed'
        ? next
          ? t('push:alert.closedOpens', { day: weekday(next, f.timeZone, lang), time: time(next, f.timeZone, lang) })
          : t('push:alert.closed')
        : t('push:alert.unknown');
  return {
    title: f.picking
      ? t('push:alert.pickingTitle', { product: f.product, farm: f.farmName })
      : f.first
        ? t('push:alert.firstTitle', { product: f.product, farm: f.farmName })
        : t('push:alert.title', { product: f.product, farm: f.farmName }),
    body: f.picking
      ? t('push:alert.pickingBody', { farm: f.farmName, product: f.product, distance, unit: f.unit, place: f.place, open })
      : t('push:alert.body', { farm: f.farmName, product: f.product, distance, unit: f.unit, place: f.place, open }),
  };
}
