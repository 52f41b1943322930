import { z } from 'zod';
import { adminListQuery } from './admin.js';
import { EmailSchema } from './fields.js';

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
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, 'Your name is required')
    .max(SUPPORT_LIMITS.nameMax, `Keep your name under ${SUPPORT_LIMITS.nameMax} characters`),
  email: EmailSchema,
  topic: z.enum(TOPIC_IDS, { error: 'Choose what your message is about' }),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(SUPPORT_LIMITS.messageMin, 'Tell us a little more, so we can help (at least 10 characters)')
    .max(SUPPORT_LIMITS.messageMax, `Keep your message under ${SUPPORT_LIMITS.messageMax} characters`),
});
export type ContactInput = z.input<typeof ContactSchema>;

export const SupportListQuerySchema = adminListQuery(['created'] as const, 'created').extend({ status: z.enum(['open', 'closed', 'all']).default('open') });
export const SupportStatusSchema = z.strictObject({ status: z.enum(['open', 'closed']) });

export interface SupportMessage {
  id: string;
  name: string;
  email: string;
  topic: Topic;
  message: string;
  status: 'open' | 'closed';
  /** The sender was signed in as this account. */
  userId: string | null;
  createdAt: string;
}
