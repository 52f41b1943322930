import { formatClockTime, formatDateTime, formatMonthDay, formatWeekdayShort } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';

// The reader's own clock: messages are private pages, rendered in the browser only.
const here = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "3:42 PM" today, "Mon" this week, "Jun 3" before (in the reader's language). */
export function shortWhen(iso: string, lang: Language, now = new Date()) {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return formatClockTime(d, here(), lang);
  if (now.getTime() - d.getTime() < 6 * 86_400_000) return formatWeekdayShort(d, here(), lang);
  return formatMonthDay(d, here(), lang);
}

export const fullWhen = (iso: string, lang: Language) => formatDateTime(new Date(iso), lang, here());

export const peerName = (p: { firstName: string; farmName: string | null }) => (p.farmName ? `${p.firstName} · ${p.farmName}` : p.firstName);
