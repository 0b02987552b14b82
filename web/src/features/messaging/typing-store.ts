import { TYPING } from '@boonies/contracts/messaging';
import { REALTIME_CLIENT_EVENTS } from '@boonies/contracts/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { sendRealtime, useRealtimeEvent } from '@/lib/realtime';

/** Who is typing to the signed-in user now, and until when (ms since the epoch). */
const typingUntil = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** `userId` is typing: shown for `TYPING.expiresMs` unless they say it again. */
export function heardTyping(userId: string): void {
  typingUntil.set(userId, Date.now() + TYPING.expiresMs);
  clearTimeout(timers.get(userId));
  timers.set(
    userId,
    setTimeout(() => stoppedTyping(userId), TYPING.expiresMs),
  );
  emit();
}

/** Their message arrived (or the time ran out): they are no longer typing. */
export function stoppedTyping(userId: string): void {
  clearTimeout(timers.get(userId));
  timers.delete(userId);
  if (typingUntil.delete(userId)) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether `userId` is typing to the signed-in user. */
export function useIsTyping(userId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typingUntil.has(userId),
    () => false,
  );
}

/** Listens for typing pushes (mounted once, with the other live updates). */
export function useTypingPushes(): void {
  useRealtimeEvent('typing', ({ userId }) => heardTyping(userId));
}

/** A function to call on every keystroke: it tells `counterpartId` at most every `TYPING.throttleMs`. */
export function useTypingSignal(counterpartId: string): () => void {
  const last = useRef(0);
  useEffect(() => {
    last.current = 0;
  }, [counterpartId]);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING.throttleMs) return;
    last.current = now;
    // A nicety: a signal that cannot go out must never get in the way of writing.
    try {
      sendRealtime(REALTIME_CLIENT_EVENTS.typing, { to: counterpartId });
    } catch {
      // Nothing to do: the counterpart just does not see "typing…" this time.
    }
  };
}
