import { useEffect, useState } from 'react';
import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { storage } from '@/lib/utils';
import { forgetInstallPrompt, onInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt';

const DISMISSED_KEY = 'fsf:install-dismissed-at';
const ASK_AGAIN_AFTER_MS = 14 * 24 * 3600_000;

const isInstalled = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** SPEC.md 4: shown when the browser offers installation and the app is not installed; Install or Not now. */
export function InstallCard() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(
    () =>
      onInstallPrompt((event) => {
        const dismissedAt = Number(storage.get(DISMISSED_KEY) ?? 0);
        if (event && (isInstalled() || Date.now() - dismissedAt < ASK_AGAIN_AFTER_MS)) return;
        setPromptEvent(event);
      }),
    [],
  );

  if (!promptEvent) return null;
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
    <aside aria-label="Install the app" className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-stone-200">
      <div className="flex gap-3">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="h-12 w-12 rounded-xl" />
        <div className="flex-1">
          <p className="font-semibold text-stone-900">Install Farm Stand Finder</p>
          <p className="mt-0.5 text-sm text-stone-700">Open it from your home screen, even with one bar of signal.</p>
        </div>
        <button type="button" onClick={notNow} aria-label="Close install prompt" className="self-start rounded-full p-1.5 text-stone-600 hover:bg-stone-100">
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          Not now
        </Button>
        <Button size="sm" onClick={install}>
          <Download className="h-4 w-4" aria-hidden="true" /> Install
        </Button>
      </div>
    </aside>
  );
}
