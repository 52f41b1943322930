import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { withValues } from '../../lib/errors.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { createMailTransport, EMAIL_JOB, sendEmailJob } from '../../lib/mail/index.js';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, uniqueEmail, type TestUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { startPushReceiver } from '../../test/push-receiver.js';
import { lazySecretBox } from '../auth/secret-key.js';
import { totpCode } from '../auth/totp.js';
import { notify } from '../notifications/notify.js';
import { PUSH_JOB, sendPushJob } from '../push/push.send.js';
import { pushPolicy } from '../push/push.policy.js';
import { loadVapidKeys } from '../push/vapid.js';
import { emailFlows, PASSWORD_RESET_JOB } from './email-flows.service.js';
import { startSmtpSink } from '../../../scripts/smtp-sink.mjs';

// A queue of its own: this file's runner delivers every job it finds, and only this file's jobs are here.
const { app, db, config } = await createTestApp({}, await createIsolatedDatabase('languages'));

const smtp = await startSmtpSink();
const { received } = smtp;
const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'Farm Stand Finder <hello@example.com>' }, db);
const receiver = await startPushReceiver();
afterAll(async () => {
  transport.close();
  receiver.close();
  await smtp.close();
});

const worker = createJobRunner({
  db,
  handlers: {
    [EMAIL_JOB]: sendEmailJob(transport, config.appOrigin, lazySecretBox(db, config)),
    [PASSWORD_RESET_JOB]: (payload: { email: string }) => emailFlows(db, config).sendResetLink(payload),
    [PUSH_JOB]: sendPushJob({ db, vapid: () => loadVapidKeys(db, config), subject: 'mailto:team@example.com', policy: pushPolicy(config), tls: receiver.tls }),
  },
});
/** Runs the queue (twice: a reset request queues the job that queues its email) and answers what `to` received. */
async function mailTo(to: string) {
  await worker.drain();
  await worker.drain();
  return received.filter((r) => r.to === to).map((r) => r.mail);
}
const setLanguage = (user: { id: string }, language: 'en' | 'es' | null) => db.update(users).set({ language }).where(eq(users.id, user.id));
let ip = 0;
const register = (email: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: ORIGIN, ...(language ? { 'accept-language': language } : {}) },
    remoteAddress: `10.77.${++ip}.1`, // a network each: sign-ups are limited per network
    payload: { email, password: PASSWORD, firstName: 'Rosa', userType: 'consumer' },
  });

describe('errors in the reader’s language', () => {
  it('says a 404 and a 400 with its fields in Spanish for Accept-Language: es, and in English otherwise', async () => {
    const user = await registerUser(app);
    const es = await as(app, user)({ url: '/api/trips/00000000-0000-4000-8000-000000000000', headers: { 'accept-language': 'es' } });
    // A signed-in user who chose no language is answered in the browser's.
    expect(es.statusCode).toBe(404);
    expect(es.json()).toMatchObject({ message: 'Este viaje no existe.' });
    const en = await as(app, user)({ url: '/api/trips/00000000-0000-4000-8000-000000000000' });
    expect(en.json()).toMatchObject({ message: 'This trip does not exist.' });

    const bad = { email: 'not-an-address', password: 'short', firstName: 'Rosa', userType: 'consumer' };
    const refused = await app.inject({ method: 'POST', url: '/api/register', headers: { origin: ORIGIN, 'accept-language': 'es-MX,es;q=0.9' }, payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'email: Ingresa una dirección de correo electrónico válida',
      fields: { email: 'Ingresa una dirección de correo electrónico válida', password: 'La contraseña debe tener al menos 8 caracteres' },
    });
    const english = await app.inject({ method: 'POST', url: '/api/register', headers: { origin: ORIGIN }, payload: bad });
    expect(english.json().fields).toEqual({ email: 'Enter a valid email address', password: 'Password must be at least 8 characters' });
  });

  it('says a message with values in Spanish, the user’s setting before the browser’s', async () => {
    const user = await registerUser(app);
    await setLanguage(user, 'es');
    const res = await as(app, user)({ method: 'POST', url: '/api/trips', payload: { name: 'Sábado', date: '2026-06-13', stops: [987654321] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Estos puestos no existen o no son públicos: 987654321', fields: { stops: 'Puesto desconocido' } });
  });

  it('says a listing’s field problems in Spanish, the limit filled in', async () => {
    const farmer = await registerUser(app, 'farmer');
    await setLanguage(farmer, 'es');
    const listing = { name: 'x', kind: 'stand', lat: 41.9, lng: -74.1, website: 'nope', email: 'nope', products: [{ name: ' ', category: 'eggs' }] };
    const res = await as(app, farmer)({ method: 'POST', url: '/api/farms', payload: listing });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Ponle al anuncio un nombre de al menos 2 caracteres',
      website: 'Escribe una dirección web completa que empiece con https://',
      email: 'Ingresa una dirección de correo electrónico válida',
      'products.0.name': 'Ponle un nombre al producto',
    });
  });
});

describe('emails in the recipient’s language', () => {
  it('sends the verification email of a sign-up in the language of its request', async () => {
    const [rosa, ann] = [uniqueEmail('es-signup'), uniqueEmail('en-signup')];
    expect((await register(rosa, 'es')).statusCode).toBe(201);
    expect((await register(ann)).statusCode).toBe(201);

    const [spanish] = await mailTo(rosa);
    expect(spanish.subject).toBe('Confirma tu correo electrónico en Farm Stand Finder');
    expect(spanish.text).toContain('¡Te damos la bienvenida, Rosa!');
    expect(spanish.text).toMatch(/Confirmar mi correo: http:\/\/localhost:5000\/verify-email\?token=/);
    expect(spanish.html).toContain('<html lang="es">');
    const [english] = await mailTo(ann);
    expect(english.subject).toBe('Confirm your email for Farm Stand Finder');
    expect(english.text).toMatch(/Confirm my email: http:\/\/localhost:5000\/verify-email\?token=/);
  });

  it('sends a reset link in the account’s language, else in the language the reset was asked in', async () => {
    const chose = await registerUser(app);
    await setLanguage(chose, 'es');
    const asked = await registerUser(app);
    const english = await registerUser(app);
    const forgot = (email: string, language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        headers: { origin: ORIGIN, ...(language ? { 'accept-language': language } : {}) },
        remoteAddress: `10.78.${++ip}.1`,
        payload: { email },
      });
    // The account's own setting wins over the browser that asks.
    expect((await forgot(chose.email, 'en')).statusCode).toBe(202);
    const answer = await forgot(asked.email, 'es');
    expect(answer.json().message).toBe(
      'Si alguna cuenta usa esta dirección, le enviamos un enlace para elegir una nueva contraseña. Funciona durante una hora.',
    );
    await forgot(english.email);

    for (const user of [chose, asked]) {
      const [mail] = (await mailTo(user.email)).filter((m) => /Restablece|Reset/.test(m.subject ?? ''));
      expect(mail.subject).toBe('Restablece tu contraseña de Farm Stand Finder');
      expect(mail.text).toContain('Hola, Test: alguien (ojalá tú) pidió restablecer la contraseña');
    }
    const [mail] = (await mailTo(english.email)).filter((m) => (m.subject ?? '').startsWith('Reset'));
    expect(mail.subject).toBe('Reset your Farm Stand Finder password');
  });

  it('sends a notification email, its push and its in-app entry in the user’s language', async () => {
    const rosa = await registerUser(app);
    await setLanguage(rosa, 'es');
    const ann = await registerUser(app);
    const subscribe = async (user: TestUser) => {
      const sub = receiver.subscribe();
      const payload = { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys };
      expect((await as(app, user)({ method: 'POST', url: '/api/notifications/subscribe', payload })).statusCode).toBe(201);
      return sub;
    };
    const [rosaPush, annPush] = [await subscribe(rosa), await subscribe(ann)];
    for (const user of [rosa, ann]) {
      await db.transaction((tx) =>
        notify(tx, {
          userId: user.id,
          type: 'review_reply',
          title: withValues('push:review.replied', { farm: 'Finca Rosa' }),
          body: 'Thanks for visiting!',
          url: '/farm/1',
        }),
      );
    }

    const [spanish] = (await mailTo(rosa.email)).filter((m) => (m.subject ?? '').includes('Finca'));
    expect(spanish.subject).toBe('Respuestas a tus reseñas: “Finca Rosa respondió a tu reseña”');
    expect(spanish.text).toContain('Hola, Test:');
    // What a person wrote is never translated.
    expect(spanish.text).toContain('Thanks for visiting!');
    expect(spanish.text).toContain(`Leer la respuesta: ${ORIGIN}/farm/1`);
    expect(spanish.text).toContain('Recibes este correo porque los correos de “Respuestas a tus reseñas” están activados');
    expect(spanish.text).toContain('Cancelar suscripción: http://localhost:5000/api/notifications/email-unsubscribe?token=');
    const [english] = (await mailTo(ann.email)).filter((m) => (m.subject ?? '').includes('Finca'));
    expect(english.subject).toBe('Replies to your reviews: “Finca Rosa replied to your review”');
    expect(english.text).toContain(`Read the reply: ${ORIGIN}/farm/1`);
    expect(english.text).toContain('You get this email because “Replies to your reviews” emails are on');

    const pushOf = (sub: { id: string }) => receiver.received.find((r) => r.endpointId === sub.id)?.payload;
    expect(pushOf(rosaPush)).toMatchObject({ title: 'Finca Rosa respondió a tu reseña', body: 'Thanks for visiting!' });
    expect(pushOf(annPush)).toMatchObject({ title: 'Finca Rosa replied to your review', body: 'Thanks for visiting!' });
    expect((await as(app, rosa)({ url: '/api/notifications' })).json().items[0].title).toBe('Finca Rosa respondió a tu reseña');
  });

  it('tells a Spanish-speaking owner about a security change in Spanish', async () => {
    const rosa = await registerUser(app);
    await setLanguage(rosa, 'es');
    const res = await as(
      app,
      rosa,
    )({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: PASSWORD, newPassword: 'another horse battery' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = (await mailTo(rosa.email)).filter((m) => (m.subject ?? '').startsWith('Aviso'));
    expect(mail.subject).toBe('Aviso de seguridad: se cambió tu contraseña');
    expect(mail.text).toContain('Se cambió tu contraseña');
  });

  it('tells an owner with no language saved about two-step verification in the language of their own request', async () => {
    const turnOn = async (user: TestUser, language?: string) => {
      const headers = language ? { 'accept-language': language } : {};
      const setup = await as(app, user)({ method: 'POST', url: '/api/account/2fa/setup', headers, payload: { password: PASSWORD } });
      const code = totpCode(setup.json().secret, Date.now());
      expect((await as(app, user)({ method: 'POST', url: '/api/account/2fa/enable', headers, payload: { password: PASSWORD, code } })).statusCode).toBe(200);
    };
    const [rosa, ann, chose] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    await setLanguage(chose, 'en');
    await turnOn(rosa, 'es-MX,es;q=0.9');
    await turnOn(ann);
    await turnOn(chose, 'es'); // the account's own setting wins over the browser
    const notice = async (user: TestUser) => (await mailTo(user.email)).find((m) => /^(Aviso|Security)/.test(m.subject ?? ''))!;
    const spanish = await notice(rosa);
    expect(spanish.subject).toBe('Aviso de seguridad: se activó la verificación en dos pasos');
    expect(spanish.html).toContain('<html lang="es">');
    expect((await notice(ann)).subject).toBe('Security notice: two-step verification was turned on');
    expect((await notice(chose)).subject).toBe('Security notice: two-step verification was turned on');
  });

  it('tells an owner with no language saved about a burst of failed sign-ins in the language of the request that made it', async () => {
    const [rosa, ann] = [await registerUser(app), await registerUser(app)];
    const fail = (user: TestUser, i: number, language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN, ...(language ? { 'accept-language': language } : {}) },
        remoteAddress: `10.79.${i}.${++ip}`,
        payload: { email: user.email, password: `wrong guess ${i}` },
      });
    for (let i = 0; i < 10; i++) {
      expect((await fail(rosa, i, 'es')).statusCode).toBe(401);
      expect((await fail(ann, i)).statusCode).toBe(401);
    }
    const notice = async (user: TestUser) => (await mailTo(user.email)).find((m) => /^(Aviso|Security)/.test(m.subject ?? ''))!;
    expect((await notice(rosa)).subject).toBe('Aviso de seguridad: 10 intentos fallidos de inicio de sesión en pocos minutos');
    expect((await notice(ann)).subject).toBe('Security notice: 10 failed sign-in attempts in a few minutes');
  });
});
