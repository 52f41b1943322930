import { describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import { stepNavigation, stepsFor } from './steps';

const tIn = (lang: 'en' | 'es') => createI18n(lang, { resources: catalogues, ns: ['onboarding'] }).getFixedT(lang, 'onboarding');

describe('onboarding steps (docs/product.md §S4)', () => {
  it('gives farmers 7 farm-stand steps and consumers 6 discovery steps', () => {
    expect(stepsFor('farmer')).toEqual(['welcome', 'profile', 'location', 'hours', 'features', 'notifications', 'complete']);
    expect(stepsFor('consumer')).toEqual(['welcome', 'location', 'notifications', 'search', 'features', 'complete']);
  });
  it('disables Previous at step 1 and labels the last button Get Started', () => {
    const t = tIn('en');
    const steps = stepsFor('consumer');
    expect(stepNavigation(steps, 0, t)).toMatchObject({ canGoBack: false, isLast: false, nextLabel: 'Next', progressLabel: 'Step 1 of 6' });
    expect(stepNavigation(steps, 1, t).canGoBack).toBe(true);
    expect(stepNavigation(steps, 5, t)).toMatchObject({ isLast: true, nextLabel: 'Get Started' });
    expect(stepNavigation(stepsFor('farmer'), 6, t)).toMatchObject({ isLast: true, nextLabel: 'Get Started', progressLabel: 'Step 7 of 7' });
  });
  it('says the same in Spanish', () => {
    const t = tIn('es');
    expect(stepNavigation(stepsFor('consumer'), 0, t)).toMatchObject({ nextLabel: 'Siguiente', progressLabel: 'Paso 1 de 6' });
    expect(stepNavigation(stepsFor('consumer'), 5, t)).toMatchObject({ nextLabel: 'Comenzar' });
  });
});
