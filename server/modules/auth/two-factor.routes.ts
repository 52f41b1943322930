import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RecoveryCodesAnswerSchema,
  RecoveryCodesSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupAnswerSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@common/schemas/account.js';
import { actor } from '../../lib/actor.js';
import type { SessionService } from './session.js';
import type { TwoFactorService } from './two-factor.service.js';

const tags = ['account'];
const config = { auth: 'user' } as const;

/** Two-step verification in account settings. Turning it on or off is a privilege change: the session rotates. */
export function twoFactorRoutes(app: FastifyInstance, { twoFactor, sessions }: { twoFactor: TwoFactorService; sessions: SessionService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/2fa',
    {
      config,
      schema: { tags, summary: 'Whether two-step verification is on, and how many recovery codes are left', response: { 200: TwoFactorStatusSchema } },
    },
    async (request) => twoFactor.status(actor(request).id),
  );

  api.post(
    '/api/account/2fa/setup',
    {
      config,
      schema: {
        tags,
        summary: 'Start setting up two-step verification: a new secret and its QR code',
        body: TwoFactorSetupSchema,
        response: { 200: TwoFactorSetupAnswerSchema },
      },
    },
    async (request) => twoFactor.beginSetup(actor(request), request.body),
  );

  api.post(
    '/api/account/2fa/enable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-step verification on with a code: the recovery codes, shown once',
        body: TwoFactorEnableSchema,
        response: { 200: RecoveryCodesAnswerSchema },
      },
    },
    async (request, reply) => {
      const me = actor(request);
      const answer = await twoFactor.enable(me, request.body, request.lang);
      await sessions.rotate(reply, request, me.id);
      return answer;
    },
  );

  api.post(
    '/api/account/2fa/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-step verification off (the password and a code)',
        body: TwoFactorDisableSchema,
        response: { 200: TwoFactorStatusSchema },
      },
    },
    async (request, reply) => {
      const me = actor(request);
      await twoFactor.disable(me, request.body, request.lang);
      await sessions.rotate(reply, request, me.id);
      return twoFactor.status(me.id);
    },
  );

  api.post(
    '/api/account/2fa/recovery-codes',
    {
      config,
      schema: { tags, summary: 'New recovery codes: the old ones stop working', body: RecoveryCodesSchema, response: { 200: RecoveryCodesAnswerSchema } },
    },
    async (request) => twoFactor.regenerateRecoveryCodes(actor(request), request.body),
  );
}
