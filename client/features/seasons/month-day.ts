import { dateTimeFormat } from '@common/i18n/format';

/** "Jun 3" from "06-03", in the reader's language (a fixed common year: only the month and day matter). */
export const monthDay = (md: string, language: string) =>
  dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`2001-${md}T00:00:00Z`));
