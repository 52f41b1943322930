import { describe, expect, it } from 'vitest';
import { localize, pickLanguage, translator } from './i18n.js';

describe('pickLanguage', () => {
  it('prefers the account setting, then the cookie, then Accept-Language', () => {
    expect(pickLanguage({ userLanguage: 'es', cookie: 'en', acceptLanguage: 'en-US' })).toBe('es');
    expect(pickLanguage({ userLanguage: null, cookie: 'es', acceptLanguage: 'en-US' })).toBe('es');
    expect(pickLanguage({ cookie: 'fr', acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es');
  });
  it('weighs Accept-Language by quality and falls back to English', () => {
    expect(pickLanguage({ acceptLanguage: 'fr-FR,en;q=0.5,es;q=0.7' })).toBe('es');
    expect(pickLanguage({ acceptLanguage: 'es-419' })).toBe('es');
    expect(pickLanguage({ acceptLanguage: 'fr-FR,de' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });
});

describe('localize', () => {
  it('looks keys up in the language and says other text as it is', () => {
    expect(localize('errors:notFound', 'en')).toBe('Not found.');
    expect(localize('errors:notFound', 'es')).toBe('No encontrado.');
    expect(localize({ key: 'errors:validation.unknownFields', values: { fields: 'colour' } }, 'es')).toBe('Campo(s) desconocido(s): colour');
    expect(localize('Sweet corn is in!', 'es')).toBe('Sweet corn is in!');
  });
  it('gives a t() per language', () => {
    expect(translator('es')('common:language.label')).toBe('Idioma');
    expect(translator('en')('language.label')).toBe('Language');
  });
});
