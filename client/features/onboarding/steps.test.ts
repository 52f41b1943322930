import { describe, expect, it } from 'vitest';
import { stepNavigation, stepsFor } from './steps';

describe('onboarding steps (SPEC.md 4)', () => {
  it('gives farmers 7 farm-stand steps and consumers 6 discovery steps', () => {
    expect(stepsFor('farmer')).toEqual(['welcome', 'profile', 'location', 'hours', 'features', 'notifications', 'complete']);
    expect(stepsFor('consumer')).toEqual(['welcome', 'location', 'notifications', 'search', 'features', 'complete']);
  });
  it('disables Previous at step 1 and labels the last button Get Started', () => {
    const steps = stepsFor('consumer');
    expect(stepNavigation(steps, 0)).toMatchObject({ canGoBack: false, isLast: false, nextLabel: 'Next', progressLabel: 'Step 1 of 6' });
    expect(stepNavigation(steps, 1).canGoBack).toBe(true);
    expect(stepNavigation(steps, 5)).toMatchObject({ isLast: true, nextLabel: 'Get Started' });
    expect(stepNavigation(stepsFor('farmer'), 6)).toMatchObject({ isLast: true, nextLabel: 'Get Started', progressLabel: 'Step 7 of 7' });
  });
});
