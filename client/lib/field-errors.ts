import { getI18n } from '@/lib/i18n/react';
import { isMessageKey, issueLimits } from '@common/i18n/keys';

// The schemas in common/ say their problems as catalogue keys (`errors:support.nameRequired`): a page with a
// form loads the `errors` messages with its chunk, long before anyone submits it.
if (typeof window !== 'undefined') void getI18n()?.loadNamespaces('errors');

/** What a zod issue says: its message, and the limit it broke when it has one (`.min(8, …)` → minimum 8). */
export interface IssueLike {
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** A schema's message in the reader's language: a key is looked up (with the issue's limits), other text is shown as it is. */
export function said(message: string, issue: Partial<IssueLike> = {}): string {
  if (!isMessageKey(message)) return message;
  const i18n = getI18n();
  return i18n ? i18n.getFixedT('common')(message, issueLimits(issue)) : message;
}

/** One issue's message, said as `said` does. */
export const issueText = (issue: IssueLike): string => said(issue.message, issue);

/** The first message for each top-level field of a failed zod parse, as forms show them beside their inputs. */
export function fieldErrors(issues: readonly IssueLike[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? '_')] ??= issueText(i);
  return out;
}
