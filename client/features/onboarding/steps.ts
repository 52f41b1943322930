import type { TFunction } from 'i18next';
import type { UserType } from '@common/schemas/auth';

export type StepId = 'welcome' | 'profile' | 'location' | 'hours' | 'features' | 'notifications' | 'search' | 'complete';

/** docs/product.md §S4: farmers get farm-stand onboarding (7 steps), consumers get discovery onboarding (6 steps). */
export const FARMER_STEPS: StepId[] = ['welcome', 'profile', 'location', 'hours', 'features', 'notifications', 'complete'];
export const CONSUMER_STEPS: StepId[] = ['welcome', 'location', 'notifications', 'search', 'features', 'complete'];

export const stepsFor = (userType: UserType): StepId[] => (userType === 'farmer' ? FARMER_STEPS : CONSUMER_STEPS);

export function stepNavigation(steps: StepId[], index: number, t: TFunction<'onboarding'>) {
  const isLast = index === steps.length - 1;
  return {
    canGoBack: index > 0, // Previous is disabled at step 1
    isLast,
    nextLabel: isLast ? t('nav.getStarted', { ns: 'onboarding' }) : t('nav.next', { ns: 'onboarding' }),
    progressLabel: t('nav.progress', { ns: 'onboarding', step: index + 1, total: steps.length }),
  };
}
