import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { authService } from './auth.service.js';
import { requireUser, type SessionService } from './session.js';
import { presentUser } from './user.presenter.js';

export function authRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: SessionService }) {
  const auth = authService(db);

  app.get('/api/user', async (request) => presentUser(requireUser(request)));

  app.post('/api/register', async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    await sessions.start(reply, request, user.id);
    return reply.status(201).send(presentUser(user));
  });

  app.post('/api/login', async (request, reply) => {
    const user = await auth.login(request.body, request.ip);
    await sessions.start(reply, request, user.id);
    return { user: presentUser(user) };
  });

  app.post('/api/logout', async (request, reply) => {
    await sessions.end(reply, request);
    return { ok: true };
  });

  app.post('/api/user/complete-onboarding', async (request) => {
    const user = requireUser(request);
    return presentUser((await auth.completeOnboarding(user.id)) ?? user);
  });

  app.put('/api/user/home', async (request) => {
    const user = requireUser(request);
    return presentUser((await auth.setHome(user.id, request.body)) ?? user);
  });
}
