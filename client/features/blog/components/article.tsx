import { dateTimeFormat } from '@common/i18n/format';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';

/** The article's typography: used by /blog/{slug} and by the admin editor's preview, so both look the same. */
export const ARTICLE_CLASSES =
  'space-y-5 text-lg leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:rounded-2xl [&_li]:ml-6 [&_li]:pl-1 [&_ol>li]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-900 [&_pre]:p-4 [&_pre]:text-stone-100 [&_table]:w-full [&_td]:border-t [&_td]:border-stone-200 [&_td]:py-1 [&_th]:text-left [&_ul>li]:list-disc [&_ul]:space-y-1.5 [&_ol]:space-y-1.5';

/** HTML rendered and sanitized by the server (server/modules/blog/markdown.ts): the only place it is injected. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={ARTICLE_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * "November 24, 2026" ("24 de noviembre de 2026") in `timeZone` (a server-rendered page passes useViewerTimeZone():
 * the same on both sides).
 */
export const formatPostDate = (iso: string, timeZone?: string, lang: Language = 'en') =>
  dateTimeFormat(INTL_LOCALE[lang], { year: 'numeric', month: 'long', day: 'numeric' }, timeZone).format(new Date(iso));
