import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOverlayTurn } from '@/lib/overlay-queue';
import { storage } from '@/lib/utils';
import { forgetInstallPrompt, onInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt';

const DISMISSED_KEY = 'fsf:install-dismissed-at';
const ASK_AGAIN_AFTER_MS = 14 * 24 * 3600_000;

const isInstalled = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** docs/product.md §S4: shown when the browser offers installation and the app is not installed; Install or Not now. */
export function InstallCard() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  // The browser's offer can come at any moment: listen from the first render, while the card's words load.
  const { i18n } = useTranslation();
  useEffect(() => void i18n.loadNamespaces('install'), [i18n]);

  useEffect(
    () =>
      onInstallPrompt((event) => {
        const dismissedAt = Number(storage.get(DISMISSED_KEY) ?? 0);
        if (event && (isInstalled() || Date.now() - dismissedAt < ASK_AGAIN_AFTER_MS)) return;
        setPromptEvent(event);
      }),
    [],
  );

  // One overlay at a time (lib/overlay-queue.ts): the card waits while another shows.
  const turn = useOverlayTurn('install', promptEvent !== null);
  if (!promptEvent || !turn) return null;
  const notNow = () => {
    forgetInstallPrompt();
    storage.set(DISMISSED_KEY, String(Date.now()));
    setPromptEvent(null);
  };
  const install = async () => {
    forgetInstallPrompt();
    await promptEvent.prompt();
    const { outcome } = await promptEvent.userChoice;
    if (outcome === 'dismissed') storage.set(DISMISSED_KEY, String(Date.now()));
    setPromptEvent(null);
  };

  return (
    <Suspense fallback={null}>
      <InstallPrompt install={install} notNow={notNow} />
    </Suspense>
  );
}

function InstallPrompt({ install, notNow }: { install: () => void; notNow: () => void }) {
  const { t } = useTranslation('install');
  return (
    <aside aria-label={t('label')} className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-stone-200">
      <div className="flex gap-3">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="h-12 w-12 rounded-xl" />
        <div className="flex-1">
          <p className="font-semibold text-stone-900">{t('title')}</p>
          <p className="mt-0.5 text-sm text-stone-700">{t('text')}</p>
        </div>
        <button type="button" onClick={notNow} aria-label={t('close')} className="self-start rounded-full p-1.5 text-stone-600 hover:bg-stone-100">
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          {t('notNow')}
        </Button>
        <Button size="sm" onClick={install}>
          <Download className="h-4 w-4" aria-hidden="true" /> {t('install')}
        </Button>
      </div>
    </aside>
  );
}
