import { afterAll, describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { Language } from '@common/i18n/languages';
import { LIMITS, PasswordSchema } from '@common/schemas/fields';
import { z } from 'zod';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { fieldErrors, issueText } from './field-errors';

// The browser's translator, as the app makes it (client/lib/i18n), with every message at hand.
const use = (language: Language) => setI18n(createTranslator({ language, resources: catalogues[language] as unknown as Resources }));
const before = getI18n();
afterAll(() => before && setI18n(before));

describe("a form's messages from the shared schemas", () => {
  const issues = (data: unknown) => {
    const checked = z.object({ password: PasswordSchema }).safeParse(data);
    if (checked.success) throw new Error('expected a problem');
    return checked.error.issues;
  };

  it('fill in the limit the value broke, in the reader’s language', () => {
    use('en');
    expect(fieldErrors(issues({ password: 'short' }))).toEqual({ password: `Password must be at least ${LIMITS.passwordMin} characters` });
    use('es');
    expect(issueText(issues({ password: 'short' })[0])).toBe(`La contraseña debe tener al menos ${LIMITS.passwordMin} caracteres`);
  });

  it('say text that is not a key as it is', () => {
    expect(issueText({ path: ['x'], message: 'Already said' })).toBe('Already said');
  });
});
