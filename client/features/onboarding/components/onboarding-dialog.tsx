import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { User } from '@common/schemas/auth';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { getConfig } from '@/lib/config';
import { useOverlayTurn } from '@/lib/overlay-queue';
import { cn } from '@/lib/utils';
import { useCompleteOnboarding, useUser } from '@/features/auth';
import { stepNavigation, stepsFor } from '../steps';
import { stepView } from './step-content';

/** docs/product.md §S4: opens about 1 s after load for a signed-in user who has not completed it. */
export function OnboardingTutorial() {
  const { user } = useUser();
  const complete = useCompleteOnboarding();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const pending = !!user && !user.onboardingCompleted;

  useEffect(() => {
    if (!pending) return setOpen(false);
    // The tutorial's words load while it waits to open: the delay never waits on them.
    void i18n.loadNamespaces('onboarding');
    const timer = setTimeout(() => setOpen(true), getConfig().onboardingDelayMs);
    return () => clearTimeout(timer);
  }, [pending, i18n]);

  // One overlay at a time (lib/overlay-queue.ts): the tutorial waits for a badge's toast, and goes before the rest.
  const turn = useOverlayTurn('onboarding', pending && open);
  if (!user || !pending || !open || !turn) return null;
  // Finishing and skipping both mark onboarding complete on the server and close the tutorial.
  const finish = () => {
    setOpen(false);
    complete.mutate();
  };
  // A farmer's tour ends where its last step points: the editor of their first listing (issue 34 point 3).
  const getStarted = () => {
    finish();
    if (user.userType === 'farmer') navigate(`${paths.farmProfile}?id=new`);
  };
  return (
    <Suspense fallback={null}>
      <TutorialDialog user={user} finish={finish} getStarted={getStarted} />
    </Suspense>
  );
}

function TutorialDialog({ user, finish, getStarted }: { user: User; finish: () => void; getStarted: () => void }) {
  const { t } = useTranslation('onboarding');
  const [index, setIndex] = useState(0);
  const steps = stepsFor(user.userType);
  const step = steps[Math.min(index, steps.length - 1)];
  const nav = stepNavigation(steps, index, t);
  const view = stepView(step, user.userType, user.firstName, t);

  return (
    <Dialog open onOpenChange={(next) => !next && finish()}>
      <DialogContent hideClose aria-describedby="onboarding-progress" size="md">
        <div className="flex items-center justify-between">
          <p id="onboarding-progress" className="text-sm font-medium text-stone-600">
            {nav.progressLabel}
          </p>
          <button type="button" onClick={finish} className="rounded-lg px-2 py-1 text-sm font-medium text-stone-700 underline-offset-2 hover:underline">
            {t('nav.skip')}
          </button>
        </div>
        <div className="mt-3 flex gap-1" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s} className={cn('h-1.5 flex-1 rounded-full', i <= index ? 'bg-brand-600' : 'bg-stone-200')} />
          ))}
        </div>
        <div className="mt-6 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{view.icon}</div>
        <DialogTitle className="mt-4">{view.title}</DialogTitle>
        <div className="mt-3">{view.body}</div>
        <div className="mt-8 flex justify-between gap-3">
          <Button variant="secondary" onClick={() => setIndex((i) => i - 1)} disabled={!nav.canGoBack}>
            {t('nav.previous')}
          </Button>
          <Button onClick={() => (nav.isLast ? getStarted() : setIndex((i) => i + 1))}>{nav.nextLabel}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
