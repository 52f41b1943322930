/**
 * Marks a string as a message key where the code keeps it for later translation (zod messages, error constructors
 * use their own names): `z.string().email(msg('errors:fields.emailInvalid'))`. The key checker
 * (i18next-parser, `npm run i18n:check`) reads these calls, so a key used only here is never reported unused.
 */
export const msg = <K extends string>(key: K): K => key;

/**
 * A schema issue's limits as a message's values, for a key with blanks ("at least {{minimum}} characters"): zod puts
 * the limit a value broke on the issue (`.min(8, msg(…))` → `minimum: 8`). The server and the browser fill keys alike.
 */
export function issueLimits(issue: { minimum?: unknown; maximum?: unknown }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of ['minimum', 'maximum'] as const) {
    const v = issue[name];
    if (typeof v === 'number' || typeof v === 'bigint') out[name] = Number(v);
  }
  return out;
}

/** A key with a namespace, as the catalogues use them: `farms:card.closes`. */
export const isMessageKey = (value: string): boolean => /^[a-z][a-zA-Z]*:[a-zA-Z0-9_.-]+$/.test(value);
