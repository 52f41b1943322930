import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../db/schema/index.js';
import { HttpError, parse } from '../lib/errors.js';
import { markSecondFactor } from '../lib/admin-powers.js';
import { registerContract } from './contract.js';
import { registerErrorHandler } from './errors.js';

// The contract's wiring on a bare Fastify app: no database is needed, since the user a request acts as comes
// from a test header here instead of a session (sessions have their own tests in modules/auth).
const Body = z.strictObject({ name: z.string().trim().min(2, 'Name is required'), count: z.number().int().default(1) });
const Params = z.object({ id: z.string().regex(/^\d+$/, 'This thing does not exist.') });
const Answer = z.object({ id: z.string(), name: z.string(), photo: z.object({ url: z.string() }).nullable() });

async function appWith({ strict }: { strict: boolean }) {
  const app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const as = request.headers['x-test-user'];
    if (typeof as === 'string') {
      request.user = { id: 'u1', email: 'jo@example.com', userType: as, emailVerifiedAt: as === 'admin' ? new Date() : null } as UserRow;
      // An admin signed in with a second factor, as the session resolver marks one (decision 008).
      if (as === 'admin') markSecondFactor(request.user);
    }
  });
  registerContract(app, { strictResponses: strict });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/things/:id', { config: { auth: 'user' }, schema: { params: Params, body: Body, response: { 200: Answer } } }, async (request) => ({
    id: request.params.id,
    name: request.body.name,
    photo: null,
  }));
  api.post('/admin/things', { config: { auth: 'admin' }, schema: { body: Body } }, async (request) => request.body);
  api.post('/reviews', { config: { auth: { verified: 'post reviews' } }, schema: { body: Body } }, async (request) => request.body);
  api.post('/open', { schema: { body: Body } }, async (request) => request.body);
  api.get(
    '/list',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), zoom: z.coerce.number().int() }) } },
    async (request) => request.query,
  );
  // A presenter that says too much, and one that breaks its schema.
  api.get(
    '/leaky',
    { schema: { response: { 200: Answer } } },
    async () => ({ id: '1', name: 'Corn', photo: { url: '/a.webp', path: '/srv/a' }, passwordHash: 'x' }) as never,
  );
  api.get('/wrong', { schema: { response: { 200: Answer } } }, async () => ({ id: 1, name: 'Corn', photo: null }) as never);
  // The type provider already refuses an undeclared status at compile time: this is the runtime net behind it.
  api.get('/undeclared', { schema: { response: { 200: Answer } } }, async (_request, reply) =>
    reply.status(202 as 200).send({ id: '1', name: 'Corn', photo: null }),
  );
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, payload?: unknown, user?: string) =>
  app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    ...(user ? { headers: { 'x-test-user': user, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) } } : {}),
  });

function parseError(payload: unknown) {
  try {
    parse(Body, payload);
  } catch (err) {
    if (err instanceof HttpError) return { message: err.message, fields: err.fields };
  }
  throw new Error('expected parse() to refuse');
}

describe('route schemas (server/plugins/contract.ts)', async () => {
  const app = await appWith({ strict: false });

  it('answers bad input with exactly the 400 of parse()', async () => {
    for (const payload of [{ name: 'x' }, { name: 'Corn', extra: true }, { count: 'two' }, []]) {
      const res = await post(app, '/things/1', payload, 'consumer');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(parseError(payload));
    }
    expect((await post(app, '/things/1', { name: 'Corn', extra: true }, 'consumer')).json().message).toBe('Unknown field(s): extra');
  });

  it('reads no body as {} (defaults apply), while a JSON null is a body that must match', async () => {
    expect((await post(app, '/open')).json()).toEqual(parseError(undefined));
    const ok = await app.inject({ method: 'POST', url: '/open', payload: { name: ' Corn ' } });
    expect(ok.json()).toEqual({ name: 'Corn', count: 1 });
    const nul = await app.inject({ method: 'POST', url: '/open', payload: 'null', headers: { 'content-type': 'application/json' } });
    expect(nul.statusCode).toBe(400);
  });

  it('reads an empty body as no body, whatever its content type: many clients send application/json on every request', async () => {
    const empty = { payload: '', headers: { 'content-type': 'application/json' } };
    // The sign-in check answers first, as for a request without the header ...
    expect((await app.inject({ method: 'POST', url: '/things/1', ...empty })).statusCode).toBe(401);
    // ... and a route that takes a body says which field is missing, not "The JSON body is empty."
    const open = await app.inject({ method: 'POST', url: '/open', ...empty });
    expect(open.json()).toEqual(parseError(undefined));
  });

  it('says a number parameter’s own limits, and that a missing one must be a number', async () => {
    const huge = await app.inject({ url: '/list?limit=99999999999999999999999&zoom=3' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.limit).toMatch(/<=\s*100$/);
    const noZoom = await app.inject({ url: '/list' });
    expect(noZoom.json().fields).toEqual({ zoom: 'Enter a number' });
    expect((await app.inject({ url: '/list?zoom=x' })).json().fields).toEqual({ zoom: 'Enter a number' });
  });

  it('answers a malformed path id with the 404 its schema names', async () => {
    const res = await post(app, '/things/abc', { name: 'Corn' }, 'consumer');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This thing does not exist.' });
  });

  it('checks who may call before it validates: signed out with a bad body is 401, not 400', async () => {
    expect((await post(app, '/things/abc', { name: 1 })).statusCode).toBe(401);
    const notAdmin = await post(app, '/admin/things', { name: 1 }, 'consumer');
    expect([notAdmin.statusCode, notAdmin.json().message]).toEqual([403, 'Only admins can do that.']);
    const unverified = await post(app, '/reviews', { name: 1 }, 'consumer');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toMatch(/^Verify your email address to post reviews\./);
    expect((await post(app, '/admin/things', { name: 1 }, 'admin')).statusCode).toBe(400);
  });

  it('sends only what the response schema names', async () => {
    const res = await app.inject({ url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', name: 'Corn', photo: { url: '/a.webp' } });
  });

  it('in tests, fails a response that does not match its schema', async () => {
    const strict = await appWith({ strict: true });
    const leaky = await strict.inject({ url: '/leaky' });
    expect(leaky.statusCode).toBe(500);
    expect(leaky.json().message).toMatch(/GET \/leaky \(200\) does not match its declared schema: not in the schema: photo\.path, passwordHash/);
    const wrong = await strict.inject({ url: '/wrong' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toMatch(/expected string/);
    const undeclared = await strict.inject({ url: '/undeclared' });
    expect([undeclared.statusCode, undeclared.json().message]).toEqual([500, 'GET /undeclared answered 202, a status it declares no response schema for']);
    expect((await post(strict, '/things/7', { name: 'Corn' }, 'consumer')).json()).toEqual({ id: '7', name: 'Corn', photo: null });
    await strict.close();
  });
});
