/**
 * Marks a string as a message key where the code keeps it for later translation (zod messages, error constructors
 * use their own names): `z.string().email(msg('errors:fields.emailInvalid'))`. The key checker
 * (i18next-parser, `npm run i18n:check`) reads these calls, so a key used only here is never reported unused.
 */
export const msg = <K extends string>(key: K): K => key;

/** A key with a namespace, as the catalogues use them: `farms:card.closes`. */
export const isMessageKey = (value: string): boolean => /^[a-z][a-zA-Z]*:[a-zA-Z0-9_.-]+$/.test(value);
