import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../storage';

/**
 * Installing the app on the phone's home screen. Chrome and Edge offer it with a `beforeinstallprompt` event
 * that the app keeps, to show its own "Install app" where it fits; iOS Safari has no such event, only Share ->
 * Add to Home Screen, which the app explains. Installed (opened standalone), nothing is offered.
 */

/** The event Chrome fires when the app may be installed (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser installs the app: its own prompt, the iOS Share sheet, or not at all. */
export type InstallWay = 'prompt' | 'ios' | null;

/** The card offering installation shows until it is dismissed once, on this device. */
const CARD_DISMISSED_KEY = 'boonies.install-card-dismissed';

interface InstallState {
  way: InstallWay;
  cardDismissed: boolean;
  /** The iOS explanation asked for again from the account menu, after the card was dismissed. */
  helpOpen: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = { way: null, cardDismissed: false, helpOpen: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Whether the app already runs from the home screen. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * Safari on an iPhone or iPad (iPadOS reports itself as a Mac with a touch screen). Other browsers on iOS
 * (Chrome, Firefox, Edge) say so in their user agent, and since iOS 16.4 install through their own Share
 * menu too; the hint names Safari's.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/**
 * Starts listening as the app loads: the browser fires `beforeinstallprompt` once, early, and the app shows
 * its own offer instead of the browser's mini bar.
 */
export function startInstallOffer(win: Window = window): () => void {
  const cardDismissed = readStorage(CARD_DISMISSED_KEY) === 'true';
  if (isStandalone(win)) {
    update({ way: null, cardDismissed, helpOpen: false });
    return () => undefined;
  }
  const ios = isIosSafari(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0);
  update({ way: ios ? 'ios' : null, cardDismissed, helpOpen: false });
  const offered = (event: Event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update({ way: 'prompt' });
  };
  const installed = () => {
    deferredPrompt = null;
    update({ way: null });
  };
  win.addEventListener('beforeinstallprompt', offered);
  win.addEventListener('appinstalled', installed);
  return () => {
    win.removeEventListener('beforeinstallprompt', offered);
    win.removeEventListener('appinstalled', installed);
  };
}

/** Shows the browser's install dialog; an event can prompt only once, so a refusal ends this offer. */
export async function installApp(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) return;
  deferredPrompt = null;
  try {
    await prompt.prompt();
    await prompt.userChoice;
  } catch {
    // Already used or withdrawn by the browser: nothing to show.
  }
  update({ way: null });
}

/** Hides the install card for good on this device; the account menu still offers the install. */
export function dismissInstallCard(): void {
  writeStorage(CARD_DISMISSED_KEY, 'true');
  update({ cardDismissed: true, helpOpen: false });
}

/** Shows the iOS explanation again (from the account menu). */
export function showInstallHelp(): void {
  update({ helpOpen: true });
}

export function closeInstallHelp(): void {
  update({ helpOpen: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install offer as it stands, re-rendering when the browser offers or the skater answers. */
export function useInstallOffer(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
