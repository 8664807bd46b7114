// Installing the platform as an app (docs/adr/0035): the shell keeps the browser's install prompt when it
// is offered (`beforeinstallprompt`), any page may show an install action while it is kept, and the shell
// tells the user how it went. Shared, so that a remote's page (the customer's home) and the shell's
// account menu offer the same prompt.
import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How an install request ended: the user accepted or dismissed the prompt, there was none, or it failed. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable' | 'failed';

let kept: InstallPromptEvent | null = null;
let reporter: ((outcome: InstallOutcome) => void) | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Keeps the browser's prompt (the shell calls it from `beforeinstallprompt`); null once it is used or the app is installed. */
export function keepInstallPrompt(event: InstallPromptEvent | null): void {
  kept = event;
  changed();
}

/** Who tells the user the outcome of an install request (the shell's toasts). */
export function reportInstallOutcomes(report: ((outcome: InstallOutcome) => void) | null): void {
  reporter = report;
}

/** Shows the browser's install prompt, reports the outcome and returns it. A prompt can be used once. */
export async function requestInstall(): Promise<InstallOutcome> {
  const event = kept;
  let outcome: InstallOutcome;
  if (!event) {
    outcome = 'unavailable';
  } else {
    keepInstallPrompt(null);
    try {
      await event.prompt();
      outcome = (await event.userChoice).outcome;
    } catch {
      outcome = 'failed';
    }
  }
  reporter?.(outcome);
  return outcome;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the browser offers to install the app. */
export function isInstallAvailable(): boolean {
  return kept !== null;
}

/** `isInstallAvailable()`, kept current in a component. */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(subscribe, isInstallAvailable, () => false);
}
