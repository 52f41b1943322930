import type { QueryClient } from '@tanstack/react-query';
import { getI18n } from '@/lib/i18n/react';
import type { Achievement } from '@common/schemas/achievements';
import { toast, whenToastCloses } from '@/components/ui/toast-store';
import { queueOverlay } from '@/lib/overlay-queue';
import { achievementKeys } from './api/keys';

/**
 * The celebratory toast for badges an action just earned (the server answers them with the action), and a
 * fresh /achievements. With one toast at a time, the badge outranks the action's own confirmation.
 */
export function celebrate(qc: QueryClient, earned: Achievement[] | undefined): boolean {
  if (!earned?.length) return false;
  void qc.invalidateQueries({ queryKey: achievementKeys.all });
  const [first, ...more] = earned;
  // Called from mutation callbacks, not a component: the words come from the page's translations, once the
  // `achievements` catalogue is loaded (it is small; the toast waits for it rather than showing keys).
  const i18n = getI18n();
  if (!i18n) return false;
  // One overlay at a time (lib/overlay-queue.ts): the badge goes first, and what it covers comes back once it closes.
  const show = () => {
    const t = i18n.getFixedT('achievements');
    const { id } = toast({
      title: t('toast.earned', { ns: 'achievements', title: first.title }),
      description: more.length ? t('toast.andMore', { ns: 'achievements', description: first.description, n: more.length }) : first.description,
      variant: 'badge',
    });
    whenToastCloses(id, release);
  };
  const { release } = queueOverlay('badge', () => void i18n.loadNamespaces('achievements').then(show, show));
  return true;
}
