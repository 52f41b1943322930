import { getI18n } from '@/lib/i18n/react';
import { isMessageKey } from '@common/i18n/keys';

// The schemas in common/ say their problems as catalogue keys (`errors:support.nameRequired`): a page with a
// form loads the `errors` messages with its chunk, long before anyone submits it.
if (typeof window !== 'undefined') void getI18n()?.loadNamespaces('errors');

/** A schema's message in the reader's language: a key is looked up, other text is shown as it is. */
export function said(message: string): string {
  if (!isMessageKey(message)) return message;
  const i18n = getI18n();
  return i18n ? i18n.getFixedT('common')(message) : message;
}

/** The first message for each top-level field of a failed zod parse, as forms show them beside their inputs. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? '_')] ??= said(i.message);
  return out;
}
