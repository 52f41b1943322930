import type { FastifyRequest } from 'fastify';
import type { Language } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { translator } from '../../lib/i18n.js';
import { savedLanguage } from './notify.js';

// The plain pages that links in emails open (unsubscribing from notifications or from an alert): no app shell
// needed to say one thing, in the recipient's language.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The language of a page opened from an email: the recipient's saved language when the link names them, else
 * the reader's (request.lang: their session, the `lang` cookie, Accept-Language).
 */
export async function emailLinkLanguage(db: Db, request: FastifyRequest, userId: string | null | undefined): Promise<Language> {
  return (userId ? await savedLanguage(db, userId) : null) ?? request.lang;
}

/** A plain page for links opened from an email (no app shell needed to say one thing), in the reader's language. */
export function emailLinkPage(lang: Language, title: string, body: string) {
  const t = translator(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Farm Stand Finder</title></head>
<body style="margin:0;background:#faf7f0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<main style="max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem">
<p style="font-weight:700;color:#2f6b2f;margin:0 0 1rem">Farm Stand Finder</p><h1 style="font-size:1.5rem;margin:0 0 1rem">${escapeHtml(title)}</h1>${body}
<p style="margin-top:2rem"><a href="/account-settings" style="color:#2f6b2f">${escapeHtml(t('emails:linkPage.settings'))}</a></p></main></body></html>`;
}

/** The one button of an email link page: a form that POSTs to `action` (already escaped for an attribute). */
export const emailLinkButton = (action: string, label: string) =>
  `<form method="post" action="${action}"><button style="font:inherit;font-weight:600;background:#2f6b2f;color:#fff;border:0;border-radius:.6rem;padding:.75rem 1.25rem;cursor:pointer">${escapeHtml(label)}</button></form>`;
