import type { MediaChangedPush } from '@boonies/contracts/media';
import type { NotificationCreatedPush } from '@boonies/contracts/messaging';
import type { PostCreatedPush } from '@boonies/contracts/posts';
import type {
  ConversationReadPush,
  ConversationSeenPush,
  GamesUpdatedPush,
  MessageCreatedPush,
  MessageReadPush,
  PostDeletedPush,
  PostLikesPush,
  REALTIME_EVENTS,
  TrickAutoVerifiedPush,
  TypingPush,
  VerificationChangedPush,
} from '@boonies/contracts/realtime';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { whenIdle } from './when-idle';

/** What each push carries; `realtime:reconnected` is ours: pushes sent while offline were missed. */
export interface RealtimePayloads {
  [REALTIME_EVENTS.postCreated]: PostCreatedPush;
  [REALTIME_EVENTS.postDeleted]: PostDeletedPush;
  [REALTIME_EVENTS.postLikes]: PostLikesPush;
  [REALTIME_EVENTS.verificationChanged]: VerificationChangedPush;
  [REALTIME_EVENTS.trickAutoVerified]: TrickAutoVerifiedPush;
  [REALTIME_EVENTS.messageCreated]: MessageCreatedPush;
  [REALTIME_EVENTS.messageRead]: MessageReadPush;
  [REALTIME_EVENTS.conversationRead]: ConversationReadPush;
  [REALTIME_EVENTS.conversationSeen]: ConversationSeenPush;
  [REALTIME_EVENTS.typing]: TypingPush;
  [REALTIME_EVENTS.notificationCreated]: NotificationCreatedPush;
  [REALTIME_EVENTS.gamesUpdated]: GamesUpdatedPush;
  [REALTIME_EVENTS.mediaChanged]: MediaChangedPush;
  'realtime:reconnected': undefined;
}

export type RealtimeEvent = keyof RealtimePayloads;
type Listener = (payload: unknown) => void;

/** After the gateway refuses a handshake (e.g. it could not reach the auth service), try again this late. */
const HANDSHAKE_RETRY_MS = [2_000, 5_000, 15_000, 30_000];

const listeners = new Map<string, Set<Listener>>();
let socket: Socket | null = null;
let holders = 0;
/** Bumped on every open and close, so an open that finishes after a close is dropped. */
let generation = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** What a tab asked to send before its socket existed, the last message of each event: sent when it opens. */
const unsent = new Map<string, { payload: unknown; onAnswer: (answer: unknown) => void }>();

function dispatch(event: string, payload: unknown): void {
  listeners.get(event)?.forEach((listener) => listener(payload));
}

async function open(): Promise<void> {
  const mine = ++generation;
  // The connection waits for the first screen instead of competing with it.
  await whenIdle();
  if (mine !== generation) return;
  // socket.io-client is only downloaded by signed-in pages, not with the first screen.
  const { io } = await import('socket.io-client');
  if (mine !== generation) return;
  // WebSocket only: gateway replicas share no session state, so long-polling would need sticky routing.
  const next = io({ path: '/socket.io', transports: ['websocket'], withCredentials: true });
  let failedHandshakes = 0;
  let connectedBefore = false;
  next.onAny((event: string, payload: unknown) => dispatch(event, payload));
  next.on('connect', () => {
    failedHandshakes = 0;
    if (connectedBefore) dispatch('realtime:reconnected', undefined);
    connectedBefore = true;
  });
  next.on('connect_error', () => {
    // A refused handshake is not retried by socket.io itself; a dropped transport is (`active` stays true).
    if (next.active) return;
    const delay = HANDSHAKE_RETRY_MS[Math.min(failedHandshakes, HANDSHAKE_RETRY_MS.length - 1)];
    failedHandshakes += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (socket === next) next.connect();
    }, delay);
  });
  socket = next;
  for (const [event, { payload, onAnswer }] of unsent) next.emit(event, payload, onAnswer);
  unsent.clear();
}

function close(): void {
  generation += 1;
  unsent.clear();
  clearTimeout(retryTimer);
  socket?.disconnect();
  socket = null;
}

/**
 * Holds the app's one socket.io connection open; the last holder to let go closes it. Returns the release.
 * The gateway authenticates the socket with the session cookie, so hold it only while signed in.
 */
export function holdRealtimeConnection(): () => void {
  holders += 1;
  if (holders === 1) void open();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) close();
  };
}

/**
 * Sends a message to the gateway over the app's socket; `onAnswer` receives the gateway's acknowledgement.
 * socket.io holds it while the connection is down; a message sent before the socket opens waits for it
 * (only the last of each event). Nothing is sent while no one holds the connection (signed out).
 */
export function sendRealtime(
  event: string,
  payload: unknown,
  onAnswer: (answer: unknown) => void = () => undefined,
): void {
  if (socket) socket.emit(event, payload, onAnswer);
  else if (holders > 0) unsent.set(event, { payload, onAnswer });
}

/** Calls `listener` for every push of `event` until the returned function is called. */
export function subscribeRealtime<E extends RealtimeEvent>(
  event: E,
  listener: (payload: RealtimePayloads[E]) => void,
): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  const wrapped = listener as Listener;
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
  };
}

/** Keeps the connection open while the component is mounted (the app shell, for signed-in pages). */
export function useRealtimeConnection(): void {
  useEffect(() => holdRealtimeConnection(), []);
}

/** Runs `handler` on each push of `event`; the latest handler is used without resubscribing. */
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayloads[E]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(event, (payload) => latest.current(payload)), [event]);
}
