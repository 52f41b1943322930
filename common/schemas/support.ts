import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema } from './admin.js';
import { EmailSchema } from './fields.js';
import { uuidParam } from './params.js';

export const SUPPORT_TOPICS = [
  ['question', 'A question about using the site'],
  ['listing', 'A listing (wrong hours, closed stand, claim a listing)'],
  ['account', 'My account'],
  ['bug', 'Something is broken'],
  ['partnership', 'Press, sponsorship or partnership'],
  ['other', 'Something else'],
] as const;
type Topic = (typeof SUPPORT_TOPICS)[number][0];
const TOPIC_IDS = SUPPORT_TOPICS.map(([id]) => id) as [Topic, ...Topic[]];

export const SUPPORT_LIMITS = { nameMax: 80, messageMin: 10, messageMax: 5000 } as const;

export const ContactSchema = z.strictObject({
  name: z
    .string({ error: msg('errors:support.nameRequired') })
    .trim()
    .min(1, msg('errors:support.nameRequired'))
    .max(SUPPORT_LIMITS.nameMax, msg('errors:support.nameTooLong')),
  email: EmailSchema,
  topic: z.enum(TOPIC_IDS, { error: msg('errors:support.topicRequired') }),
  message: z
    .string({ error: msg('errors:support.messageRequired') })
    .trim()
    .min(SUPPORT_LIMITS.messageMin, msg('errors:support.messageTooShort'))
    .max(SUPPORT_LIMITS.messageMax, msg('errors:support.messageTooLong')),
});
export type ContactInput = z.input<typeof ContactSchema>;

export const SupportListQuerySchema = adminListQuery(['created'] as const, 'created').extend({ status: z.enum(['open', 'closed', 'all']).default('open') });
export const SupportStatusSchema = z.strictObject({ status: z.enum(['open', 'closed']) });

export const SupportMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(TOPIC_IDS),
  message: z.string(),
  status: z.enum(['open', 'closed']),
  /** The sender was signed in as this account. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
export const SupportMessagePageSchema = adminPageSchema(SupportMessageSchema);
export const SupportParamsSchema = z.object({ id: uuidParam(msg('errors:support.noMessage')) });
export const SupportReceivedSchema = z.object({ received: z.literal(true) });
