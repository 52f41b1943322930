import type { FastifyInstance } from 'fastify';
import { requireUser, type SessionService } from './session.js';
import type { TwoFactorService } from './two-factor.service.js';

/** Two-step verification in account settings. Turning it on or off is a privilege change: the session rotates. */
export function twoFactorRoutes(app: FastifyInstance, { twoFactor, sessions }: { twoFactor: TwoFactorService; sessions: SessionService }) {
  app.get('/api/account/2fa', async (request) => twoFactor.status(requireUser(request).id));

  app.post('/api/account/2fa/setup', async (request) => twoFactor.beginSetup(requireUser(request), request.body));

  app.post('/api/account/2fa/enable', async (request, reply) => {
    const user = requireUser(request);
    const answer = await twoFactor.enable(user, request.body);
    await sessions.rotate(reply, request, user.id);
    return answer;
  });

  app.post('/api/account/2fa/disable', async (request, reply) => {
    const user = requireUser(request);
    await twoFactor.disable(user, request.body);
    await sessions.rotate(reply, request, user.id);
    return twoFactor.status(user.id);
  });

  app.post('/api/account/2fa/recovery-codes', async (request) => twoFactor.regenerateRecoveryCodes(requireUser(request), request.body));
}
