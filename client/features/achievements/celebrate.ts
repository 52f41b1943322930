import type { QueryClient } from '@tanstack/react-query';
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
  toast({
    title: `🎉 Badge earned: ${first.title}`,
    description: more.length ? `${first.description} And ${more.length} more: see your achievements.` : first.description,
    variant: 'success',
  });
  return true;
}
