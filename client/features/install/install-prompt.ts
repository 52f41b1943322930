/** Chromium's offer to install: `prompt()` shows its dialog once, `userChoice` tells what the user chose. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (event: BeforeInstallPromptEvent | null) => void;

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((listener) => listener(offered));

/**
 * Listens from the first script on: the browser fires `beforeinstallprompt` once, often before the install card
 * (a lazily loaded overlay, after hydration) exists, and an offer nobody caught is gone until the next visit.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away; we offer it in our own card
    offered = event as BeforeInstallPromptEvent;
    tell();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    tell();
  });
}

/** Calls `listener` with the offer kept so far (if any) and with every later one; returns the unsubscribe. */
export function onInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  if (offered) listener(offered);
  return () => void listeners.delete(listener);
}

/** The offer was used or declined: the browser will not honour `prompt()` twice. */
export function forgetInstallPrompt() {
  offered = null;
}
