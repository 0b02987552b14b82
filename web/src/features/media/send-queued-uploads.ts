import {
  removeQueuedUpload,
  readQueuedUploads,
  updateQueuedUpload,
  type QueuedUpload,
} from './queued-uploads';
import {
  isRetryableStatus,
  tusTransport,
  type UploadFailure,
  type UploadTransport,
} from './upload-transport';

/** The item could not be sent and never will be as it stands (refused upload or post): it is dropped. */
export class QueuedUploadRefused extends Error {
  override readonly name = 'QueuedUploadRefused';
}

export interface SendQueuedUploadsOptions {
  /** Only this account's items go out: the session is theirs. */
  userId: string;
  /** Posts the draft with its uploaded media; throws `QueuedUploadRefused` for a refusal. */
  post: (item: QueuedUpload, mediaId: string) => Promise<void>;
  onSent?: (item: QueuedUpload) => void;
  onRefused?: (item: QueuedUpload, reason: string | null) => void;
  /** While an item is being sent: the list shows it as uploading. */
  onSending?: (itemId: string | null) => void;
  transport?: UploadTransport;
}

const LOCK_NAME = 'boonies.queued-uploads';
let localRun: Promise<void> = Promise.resolve();

/**
 * Runs `work` while no other tab (or run in this tab) sends the queue. Web Locks span the tabs of the
 * origin; where the browser has none, runs in this tab still take turns.
 */
function withQueueLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    const locks = navigator.locks;
    return (async () => {
      await locks.request(LOCK_NAME, async () => {
        await work();
      });
    })();
  }
  const run = localRun.then(work, work);
  localRun = run.catch(() => undefined);
  return run;
}

/** Uploads an item's file to its end, resuming its upload if one was made. */
function uploadItem(item: QueuedUpload, transport: UploadTransport): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    void transport(
      { file: item.file, kind: item.kind, fileName: item.fileName, uploadUrl: item.uploadUrl },
      {
        onProgress: () => undefined,
        onRetrying: () => undefined,
        onCreated: (uploadUrl) => void updateQueuedUpload(item.id, { uploadUrl }),
        onSuccess: resolve,
        onError: (failure: UploadFailure) =>
          reject(
            isRetryableStatus(failure.status)
              ? new Error(failure.message ?? 'connection lost')
              : new QueuedUploadRefused(failure.message ?? ''),
          ),
      },
    ).catch(reject);
  });
}

/**
 * Sends the account's queued posts, oldest first, each once: the file is uploaded (or its upload resumed),
 * then the post made, then the item removed. The whole run holds a lock, so two tabs never send one item
 * twice; the server also attaches an upload to one post only. A refusal drops the item and says why; a
 * lost connection stops the run and keeps the rest for the next one.
 */
export function sendQueuedUploads(options: SendQueuedUploadsOptions): Promise<void> {
  return withQueueLock(() => sendInOrder(options));
}

async function sendInOrder({
  userId,
  post,
  onSent,
  onRefused,
  onSending,
  transport = tusTransport,
}: SendQueuedUploadsOptions): Promise<void> {
  // Items that failed in this run are not tried again until the next one.
  const skipped = new Set<string>();
  try {
    for (;;) {
      const item = (await readQueuedUploads()).find(
        (queued) => queued.userId === userId && !skipped.has(queued.id),
      );
      if (!item) return;
      onSending?.(item.id);
      try {
        let mediaId = item.mediaId;
        if (!mediaId) {
          mediaId = await uploadItem(item, transport);
          await updateQueuedUpload(item.id, { mediaId });
        }
        await post(item, mediaId);
        await removeQueuedUpload(item.id);
        onSent?.(item);
      } catch (error) {
        if (!(error instanceof QueuedUploadRefused)) return;
        skipped.add(item.id);
        await removeQueuedUpload(item.id);
        onRefused?.(item, error.message || null);
      }
    }
  } finally {
    onSending?.(null);
  }
}
