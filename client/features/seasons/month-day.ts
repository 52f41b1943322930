import { formatShortMonthDay } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';

/** "Jun 3" from "06-03", in the reader's language (without Intl: decision 074). */
export const monthDay = (md: string, language: Language) => formatShortMonthDay(Number(md.slice(0, 2)), Number(md.slice(3, 5)), language);
