import type { QueryClient } from '@tanstack/react-query';
import { getI18n } from '@/lib/i18n/react';
import type { Achievement } from '@common/schemas/achievements';
import { toast } from '@/components/ui/toast-store';
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
  const show = () => {
    const t = i18n.getFixedT('achievements');
    toast({
      title: t('toast.earned', { ns: 'achievements', title: first.title }),
      description: more.length ? t('toast.andMore', { ns: 'achievements', description: first.description, n: more.length }) : first.description,
      variant: 'badge',
    });
  };
  void i18n.loadNamespaces('achievements').then(show, show);
  return true;
}
