import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmailUnsubscribeLinkSchema, EmailUnsubscribeQuerySchema, NOTIFICATION_TYPES, type NotificationType } from '@common/schemas/notifications.js';
import type { Db } from '../../db/client.js';
import { textResponse } from '../../plugins/contract.js';
import { notificationsRepository } from './notifications.repository.js';
import { userOfUnsubscribeToken } from './unsubscribe.js';

const tags = ['notifications'];
const htmlPage = (ok: string) => ({ 200: textResponse('text/html', ok), 404: textResponse('text/html', 'A page saying the link does not work') });
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page for links opened from an email (no app shell needed to say one thing). */
export function emailLinkPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Farm Stand Finder</title></head>
<body style="margin:0;background:#faf7f0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<main style="max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem">
<p style="font-weight:700;color:#2f6b2f;margin:0 0 1rem">Farm Stand Finder</p><h1 style="font-size:1.5rem;margin:0 0 1rem">${escapeHtml(title)}</h1>${body}
<p style="margin-top:2rem"><a href="/account-settings" style="color:#2f6b2f">Choose every notification in your account settings</a></p></main></body></html>`;
}

/**
 * The unsubscribe link of notification emails. Opening it only asks (mail scanners open links); the button, or
 * a mail client's one-click POST (RFC 8058), turns that type of email off.
 */
export async function emailUnsubscribeRoutes(parent: FastifyInstance, { db }: { db: Db }) {
  await parent.register(async (app) => unsubscribeRoutes(app, db));
}

/** Turns one type of email off for the user of an unsubscribe token; false when the token names nobody. */
async function turnEmailOff(db: Db, token: string, type: NotificationType): Promise<boolean> {
  const userId = await userOfUnsubscribeToken(db, token);
  if (!userId) return false;
  const repo = notificationsRepository(db);
  const current = await repo.prefsFor(userId, type);
  await repo.setPrefs(userId, type, { ...current, email: false });
  return true;
}

function unsubscribeRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The form and the one-click POST send `List-Unsubscribe=One-Click` form-encoded: nothing in it matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const url = '/api/notifications/email-unsubscribe';
  const labelOf = (type: string) => NOTIFICATION_TYPES.find((t) => t.id === type)!.label.toLowerCase();

  api.get(
    url,
    {
      schema: {
        tags,
        summary: "A notification email's unsubscribe link: a page that asks",
        querystring: EmailUnsubscribeLinkSchema,
        response: htmlPage('A page with the button that turns that type of email off'),
      },
    },
    async (request, reply) => {
      const { token, type } = request.query;
      const userId = token && type ? await userOfUnsubscribeToken(db, token) : null;
      reply.type('text/html; charset=utf-8');
      if (!token || !type || !userId)
        return reply
          .status(404)
          .send(emailLinkPage('This link does not work', '<p>It may be incomplete. You can turn emails off in your account settings.</p>'));
      const action = `${url}?token=${encodeURIComponent(token)}&amp;type=${type}`;
      return emailLinkPage(
        `Stop emails about ${labelOf(type)}?`,
        `<p>You will still see them in the app, and can turn emails back on at any time.</p>
<form method="post" action="${action}"><button style="font:inherit;font-weight:600;background:#2f6b2f;color:#fff;border:0;border-radius:.6rem;padding:.75rem 1.25rem;cursor:pointer">Unsubscribe</button></form>`,
      );
    },
  );

  api.post(
    url,
    {
      schema: {
        tags,
        summary: 'Turn one type of notification email off (the button, or one-click from the mail client)',
        querystring: EmailUnsubscribeQuerySchema,
        response: htmlPage('A page saying that type of email is off'),
      },
    },
    async (request, reply) => {
      const { token, type } = request.query;
      reply.type('text/html; charset=utf-8');
      if (!(await turnEmailOff(db, token, type)))
        return reply.status(404).send(emailLinkPage('This link does not work', '<p>You can turn emails off in your account settings.</p>'));
      return emailLinkPage('You are unsubscribed', `<p>No more emails about ${escapeHtml(labelOf(type))}.</p>`);
    },
  );
}
