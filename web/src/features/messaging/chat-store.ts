import { useSyncExternalStore } from 'react';

/** Who the chat box talks to: enough to show the header before the conversation loads. */
export interface ChatPeer {
  id: string;
  username: string;
  displayName?: string | null;
  profilePicture: string | null;
}

type Listener = () => void;

/** The one chat box of the app: opening another conversation replaces the open one. */
let openPeer: ChatPeer | null = null;
/** Where focus returns when the chat closes (the button that opened it). */
let opener: HTMLElement | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function openChat(peer: ChatPeer): void {
  const active = document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
  openPeer = peer;
  emit();
}

/** Closes the chat and gives focus back to what opened it, when that is still on the page. */
export function closeChat(): void {
  openPeer = null;
  emit();
  if (opener?.isConnected) opener.focus();
  opener = null;
}

/** Forgets the open chat without moving focus, e.g. when the signed-in pages go away on sign-out. */
export function resetChat(): void {
  openPeer = null;
  opener = null;
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOpenChat(): ChatPeer | null {
  return useSyncExternalStore(
    subscribe,
    () => openPeer,
    () => null,
  );
}
