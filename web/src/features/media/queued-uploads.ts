import { type MediaKind, UPLOADS_PATH } from '@boonies/contracts/media';

/**
 * Posts with a photo or clip made with no signal (or whose connection dropped before they were sent), kept
 * on the device in IndexedDB with their file until the app is online again. The queue is one IndexedDB
 * value changed in read-write transactions, so two tabs never lose each other's changes.
 */

/** What the post will say: the composer's draft at the moment it was queued. */
export interface QueuedDraft {
  mode: 'image' | 'video' | 'trick';
  content: string;
  /** Tagged tricks (image and video posts) or the tricks the clip shows (trick videos). */
  trickIds: string[];
}

export interface QueuedUpload {
  id: string;
  /** Only this account's session sends it. */
  userId: string;
  queuedAt: number;
  file: Blob;
  fileName: string;
  kind: MediaKind;
  draft: QueuedDraft;
  /** Once the server made the upload: it resumes from there instead of starting over. */
  uploadUrl?: string;
  /** Once every byte is in: only the post is left to send. */
  mediaId?: string;
}

/** Where the queue lives: IndexedDB in the app, memory in unit tests (jsdom has no IndexedDB). */
export interface QueueStore {
  read: () => Promise<QueuedUpload[]>;
  /** Reads, changes and writes back in one transaction. */
  change: (change: (items: QueuedUpload[]) => QueuedUpload[]) => Promise<void>;
}

const IDB_KEY = 'boonies.queued-uploads';

/** idb-keyval is loaded on first use, in its own chunk, like the uploader. */
export const indexedDbQueueStore: QueueStore = {
  read: async () => {
    const { get } = await import('idb-keyval');
    return (await get<QueuedUpload[]>(IDB_KEY)) ?? [];
  },
  change: async (change) => {
    const { update } = await import('idb-keyval');
    await update<QueuedUpload[]>(IDB_KEY, (items) => change(items ?? []));
  },
};

let store: QueueStore = indexedDbQueueStore;

/** For tests: where the queue is kept. */
export function setQueueStore(next: QueueStore): void {
  store = next;
  notify();
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

/** Other tabs change the queue too: each change is announced to them (opened on first use). */
function tabsChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel;
  channel = new BroadcastChannel(IDB_KEY);
  channel.onmessage = () => listeners.forEach((listener) => listener());
  return channel;
}

function notify(): void {
  listeners.forEach((listener) => listener());
  if (typeof BroadcastChannel !== 'function') return;
  // A channel of its own: a tab that shows no list (and keeps none open) still tells those that do.
  const announce = new BroadcastChannel(IDB_KEY);
  announce.postMessage('changed');
  announce.close();
}

/** Calls `listener` whenever this tab or another changes the queue. */
export function subscribeQueuedUploads(listener: () => void): () => void {
  tabsChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = null;
    }
  };
}

let sendingId: string | null = null;

/** The item this tab is uploading and posting right now, if any. */
export function sendingQueuedUploadId(): string | null {
  return sendingId;
}

export function markSendingQueuedUpload(id: string | null): void {
  sendingId = id;
  listeners.forEach((listener) => listener());
}

export function readQueuedUploads(): Promise<QueuedUpload[]> {
  return store.read();
}

async function changeQueue(change: (items: QueuedUpload[]) => QueuedUpload[]): Promise<void> {
  await store.change(change);
  notify();
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Puts a post at the back of the queue. */
export async function queueUpload(item: Omit<QueuedUpload, 'id' | 'queuedAt'>): Promise<QueuedUpload> {
  const queued: QueuedUpload = { ...item, id: newId(), queuedAt: Date.now() };
  await changeQueue((items) => [...items, queued]);
  return queued;
}

/** Notes how far a queued post got, so a reload or another tab goes on from there. */
export function updateQueuedUpload(id: string, patch: Partial<Pick<QueuedUpload, 'uploadUrl' | 'mediaId'>>) {
  return changeQueue((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
}

export function removeQueuedUpload(id: string): Promise<void> {
  return changeQueue((items) => items.filter((item) => item.id !== id));
}

/**
 * Calls a queued post off. An upload the server already started is ended there too (best effort: an
 * unposted upload expires by itself anyway).
 */
export async function cancelQueuedUpload(item: QueuedUpload): Promise<void> {
  await removeQueuedUpload(item.id);
  if (!item.uploadUrl) return;
  const address = new URL(item.uploadUrl, window.location.href);
  // Only our own endpoint is ever told anything.
  if (address.origin !== window.location.origin || !address.pathname.startsWith(`${UPLOADS_PATH}/`)) return;
  await fetch(address.pathname, {
    method: 'DELETE',
    headers: { 'Tus-Resumable': '1.0.0', 'X-Requested-With': 'boonies' },
    credentials: 'include',
  }).catch(() => undefined);
}

/** Where tus-js-client keeps the addresses of unfinished uploads, to resume a file picked again. */
const TUS_RESUME_PREFIX = 'tus::';

/** On sign-out: nothing of this account stays on a shared phone, queued posts nor unfinished uploads. */
export function forgetQueuedUploads(): Promise<void> {
  try {
    const storage = window.localStorage;
    const resumable = Object.keys(storage).filter((key) => key.startsWith(TUS_RESUME_PREFIX));
    for (const key of resumable) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
  return changeQueue(() => []);
}
