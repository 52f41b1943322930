import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginAnswerSchema,
  OkSchema,
  PendingLoginSchema,
  TwoFactorCodeSchema,
  TwoFactorLoginAnswerSchema,
  type LoginAnswer,
  type TwoFactorLoginAnswer,
} from '@common/schemas/account.js';
import { HomeLocationSchema, LoginSchema, RegisterSchema, UserSchema } from '@common/schemas/auth.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { authService, type SendVerification } from './auth.service.js';
import { loginChallengeService } from './login-challenge.js';
import { lazySecretBox } from './secret-key.js';
import type { SessionService } from './session.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { twoFactorService, WRONG_CODE } from './two-factor.service.js';
import { presentUser } from './user.presenter.js';
import { accountToSignIn } from './users.service.js';
import { msg } from '@common/i18n/keys.js';

const CHALLENGE_GONE = msg('errors:auth.challengeGone');
const tags = ['account'];
const user = { auth: 'user' } as const;

/** `sendVerification` is the accounts module's email flow, handed in by the app (server/app.ts): accounts sit above auth. */
export function authRoutes(
  app: FastifyInstance,
  { db, sessions, config, sendVerification }: { db: Db; sessions: SessionService; config: Config; sendVerification: SendVerification },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = authService(db, config.appOrigin, sendVerification);
  const twoFactor = twoFactorService(db, lazySecretBox(db, config), config.appOrigin);
  const challenges = loginChallengeService(db, config);

  api.get(
    '/api/user',
    { config: user, schema: { tags, summary: 'The signed-in user (401 when signed out)', response: { 200: UserSchema } } },
    async (request) => presentUser(request.user!),
  );

  api.post(
    '/api/register',
    { schema: { tags, summary: 'Create an account and sign in: a verification email is sent', body: RegisterSchema, response: { 201: UserSchema } } },
    async (request, reply) => {
      const created = await auth.register(request.body, request.ip, request.lang);
      await sessions.start(reply, request, created.id);
      return reply.status(201).send(presentUser(created));
    },
  );

  api.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description: 'With two-step verification on, no session yet: `twoFactorRequired`, and the code goes to `POST /api/login/verify-2fa`.',
        body: LoginSchema,
        response: { 200: LoginAnswerSchema },
      },
    },
    async (request, reply): Promise<LoginAnswer> => {
      const found = await auth.login(request.body, request.ip, request.lang);
      if (await twoFactor.isEnabled(found.id)) {
        await challenges.start(reply, found.id);
        return { user: null, twoFactorRequired: true };
      }
      await sessions.start(reply, request, found.id);
      return { user: presentUser(found) };
    },
  );

  // The /verify-2fa page asks whether a sign-in is waiting for its second factor.
  api.get(
    '/api/login/verify-2fa',
    { schema: { tags, summary: 'Whether a sign-in is waiting for its second factor (401 when none)', response: { 200: PendingLoginSchema } } },
    async (request) => {
      if (!(await challenges.find(request))) throw unauthorized(CHALLENGE_GONE);
      return { pending: true as const };
    },
  );

  // The half-signed-in challenge is this route's credential: checked before its body, as a session would be.
  const challengeOf = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof challenges.find>>>>();
  api.post(
    '/api/login/verify-2fa',
    {
      preValidation: async (request) => {
        const challenge = await challenges.find(request);
        if (!challenge) throw unauthorized(CHALLENGE_GONE);
        challengeOf.set(request, challenge);
      },
      schema: {
        tags,
        summary: 'Finish signing in with a code from the authenticator, or a recovery code',
        body: TwoFactorCodeSchema,
        response: { 200: TwoFactorLoginAnswerSchema },
      },
    },
    async (request, reply): Promise<TwoFactorLoginAnswer> => {
      const challenge = challengeOf.get(request)!;
      const used = await twoFactor.checkCode(challenge.userId, request.body.code);
      if (!used) {
        await challenges.fail(challenge.id);
        throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      }
      await challenges.finish(reply, challenge.id);
      const found = await accountToSignIn(db, challenge.userId, CHALLENGE_GONE);
      await sessions.start(reply, request, found.id);
      const { recoveryCodesLeft } = await twoFactor.status(found.id);
      return { user: presentUser(found), usedRecoveryCode: used === 'recovery', recoveryCodesLeft };
    },
  );

  api.post('/api/logout', { schema: { tags, summary: 'Sign out (this session)', response: { 200: OkSchema } } }, async (request, reply) => {
    await sessions.end(reply, request);
    return { ok: true as const };
  });

  api.post(
    '/api/user/complete-onboarding',
    { config: user, schema: { tags, summary: 'Mark the onboarding as seen', response: { 200: UserSchema } } },
    async (request) => auth.completeOnboarding(actor(request)),
  );

  api.put(
    '/api/user/home',
    {
      config: user,
      schema: { tags, summary: "Set the user's home: a position, or a ZIP code or city", body: HomeLocationSchema, response: { 200: UserSchema } },
    },
    async (request) => auth.setHome(actor(request), request.body),
  );

  twoFactorRoutes(app, { twoFactor, sessions });
}
