import type { FastifyInstance } from 'fastify';
import { TwoFactorCodeSchema, type LoginAnswer } from '@common/schemas/account.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, parse, unauthorized } from '../../lib/errors.js';
import { emailFlows } from '../accounts/email-flows.service.js';
import { authService } from './auth.service.js';
import { loginChallengeService } from './login-challenge.js';
import { lazySecretBox } from './secret-key.js';
import { requireUser, type SessionService } from './session.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { twoFactorService, WRONG_CODE } from './two-factor.service.js';
import { presentUser } from './user.presenter.js';
import { usersRepository } from './users.repository.js';
import { msg } from '@common/i18n/keys.js';

const CHALLENGE_GONE = msg('errors:auth.challengeGone');

export function authRoutes(app: FastifyInstance, { db, sessions, config }: { db: Db; sessions: SessionService; config: Config }) {
  const auth = authService(db, config.appOrigin);
  const users = usersRepository(db);
  const twoFactor = twoFactorService(db, lazySecretBox(db, config), config.appOrigin);
  const challenges = loginChallengeService(db, config);
  const flows = emailFlows(db, config);

  app.get('/api/user', async (request) => presentUser(requireUser(request)));

  app.post('/api/register', async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    await flows.sendVerification(db, user, request.lang);
    await sessions.start(reply, request, user.id);
    return reply.status(201).send(presentUser(user));
  });

  app.post('/api/login', async (request, reply): Promise<LoginAnswer> => {
    const user = await auth.login(request.body, request.ip);
    if (await twoFactor.isEnabled(user.id)) {
      await challenges.start(reply, user.id);
      return { user: null, twoFactorRequired: true };
    }
    await sessions.start(reply, request, user.id);
    return { user: presentUser(user) };
  });

  // The /verify-2fa page asks whether a sign-in is waiting for its second factor.
  app.get('/api/login/verify-2fa', async (request) => {
    if (!(await challenges.find(request))) throw unauthorized(CHALLENGE_GONE);
    return { pending: true };
  });

  app.post('/api/login/verify-2fa', async (request, reply): Promise<LoginAnswer & { usedRecoveryCode: boolean; recoveryCodesLeft: number }> => {
    const challenge = await challenges.find(request);
    if (!challenge) throw unauthorized(CHALLENGE_GONE);
    const { code } = parse(TwoFactorCodeSchema, request.body);
    const used = await twoFactor.checkCode(challenge.userId, code);
    if (!used) {
      await challenges.fail(challenge.id);
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    await challenges.finish(reply, challenge.id);
    const user = await users.findById(challenge.userId);
    if (!user || user.deletedAt) throw unauthorized(CHALLENGE_GONE);
    if (user.suspendedAt) throw forbidden('errors:auth.suspended');
    await sessions.start(reply, request, user.id);
    const { recoveryCodesLeft } = await twoFactor.status(user.id);
    return { user: presentUser(user), usedRecoveryCode: used === 'recovery', recoveryCodesLeft };
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

  twoFactorRoutes(app, { twoFactor, sessions });
}
