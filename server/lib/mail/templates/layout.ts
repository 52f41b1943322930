import { DEFAULT_LANGUAGE, type Language } from '@common/i18n/languages.js';
import { translator } from '../../i18n.js';

/** What every email says, rendered as both HTML and plain text (mail clients pick; spam filters want both). */
export interface EmailContent {
  subject: string;
  /** The grey line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /**
   * What someone else wrote (a message, a listing's news), shown as a quotation after the paragraphs: set apart,
   * between quotation marks, and made inert (`inert`) so that no mail client turns it into a link.
   */
  quote?: string[];
  action?: { label: string; url: string };
  /** Small print: why you got this, and how to stop it (unsubscribe link) where that applies. */
  footer?: string[];
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and the like. */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text other people chose (names, messages), made inert for an email (issue 29 point 4): the site never makes a
 * link of it, and mail clients that link whatever looks like an address find none: "evil.test" becomes
 * "evil[.]test" and "https://" "https[:]//", the way security mail quotes addresses. Readers still see what was written.
 */
export const inert = (s: string) => s.replace(/:\/\//g, '[:]//').replace(/(?<=[\p{L}\p{N}])\.(?=\p{L}{2,})/gu, '[.]');

/** A name or title someone else chose, in an email's own sentence: between quotation marks, inert. */
export const quoted = (s: string) => `“${inert(s)}”`;

/** An email in the reader's language: `c` is already in it; the frame around it (signature, links) is said here. */
export function renderEmail(c: EmailContent, lang: Language = DEFAULT_LANGUAGE): RenderedEmail {
  const t = translator(lang);
  const quote = (c.quote ?? []).map(inert).map((q, i, all) => `${i === 0 ? '“' : ''}${q}${i === all.length - 1 ? '”' : ''}`);
  const footer = [...(c.footer ?? []), ...(c.unsubscribeUrl ? [t('emails:layout.unsubscribeLine', { url: c.unsubscribeUrl })] : [])];
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(quote.length ? [...quote.map((q) => `> ${q}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    '-- ',
    t('emails:layout.tagline'),
    ...footer,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#292524">${escapeHtml(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#2f6b2f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(c.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(t('emails:layout.pasteLink', { url: c.action.url }))}</p>`
    : '';
  const small = [
    ...(c.footer ?? []).map(escapeHtml),
    ...(c.unsubscribeUrl ? [`<a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(t('emails:layout.unsubscribe'))}</a>`] : []),
  ]
    .map((s) => `<p style="margin:0 0 6px;font-size:12px;color:#78716c">${s}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#faf7f0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td>
<p style="margin:0 0 20px;font-weight:700;color:#2f6b2f;font-size:15px">Farm Stand Finder</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1c1917">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${quote.length ? `<blockquote style="margin:0 0 16px;padding:4px 0 4px 14px;border-left:3px solid #d6d3d1">${quote.map(p).join('\n')}</blockquote>` : ''}
${button}
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:16px 28px">${small}</td></tr></table>
</td></tr></table></body></html>`;
  const headers = c.unsubscribeUrl ? { 'List-Unsubscribe': `<${c.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return { subject: c.subject, text, html, headers };
}
