import { type MediaKind, UPLOADS_PATH } from '@boonies/contracts/media';

/** What an upload tells its screen as it goes. */
export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  /** A request failed on the way; the upload will try again by itself (e.g. the signal dropped). */
  onRetrying: () => void;
  /** The server made the upload: its address, for resuming it later from another page or tab. */
  onCreated: (uploadUrl: string, mediaId: string) => void;
  onSuccess: (mediaId: string) => void;
  onError: (failure: UploadFailure) => void;
}

/** Why an upload stopped: the server's words when it refused, or a lost connection. */
export interface UploadFailure {
  /** The server's `{ error }`, when it answered with one. */
  message: string | null;
  /** HTTP status, 0 when no answer came at all. */
  status: number;
}

export interface UploadRequest {
  file: Blob;
  kind: MediaKind;
  fileName: string;
  /** An upload made earlier (a queued post, a reload): it goes on from the server's offset. */
  uploadUrl?: string;
}

export interface RunningUpload {
  /** Stops; with `terminate` the server is told to throw the bytes away. */
  abort: (terminate: boolean) => Promise<void>;
  /** Tries again now, from where the server says it stopped (e.g. the signal came back). */
  resume: () => void;
}

/** Starts an upload; the tus client in the app, a fake in unit tests. */
export type UploadTransport = (request: UploadRequest, callbacks: UploadCallbacks) => Promise<RunningUpload>;

/** Phones at the park send in pieces: a dropped signal loses one piece, not the clip. */
export const CHUNK_SIZE = 5 * 1024 * 1024;

/**
 * Tries again for about ten minutes of lost signal; any byte that gets through starts the count again
 * (tus-js-client resets it on progress), so a long ride through patchy signal never gives up.
 */
export const RETRY_DELAYS_MS = [0, 1_000, 2_000, 3_000, 5_000, 10_000, ...Array<number>(38).fill(15_000)];

/** The tus upload's id is the media id: the last part of its address. */
export function mediaIdOfUploadUrl(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://localhost').pathname;
  return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '');
}

/** A refusal (4xx but conflict and lock, which tus retries) is final; anything else is worth a retry. */
export function isRetryableStatus(status: number): boolean {
  return status < 400 || status >= 500 || status === 409 || status === 423 || status === 429;
}

/** The server's `{ error }` text from a failed request's body, if it sent one. */
export function serverErrorOf(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const { error } = parsed as { error?: unknown };
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Not our JSON (a proxy's page): no words to show.
  }
  return null;
}

/**
 * Uploads with the tus protocol through the gateway. The client is loaded on first use, in its own chunk:
 * the feed does not download it.
 */
export const tusTransport: UploadTransport = async (request, callbacks) => {
  const { Upload } = await import('tus-js-client');
  let reportedUrl: string | null = null;
  const options: ConstructorParameters<typeof Upload>[1] = {
    endpoint: UPLOADS_PATH,
    uploadUrl: request.uploadUrl ?? null,
    metadata: {
      filename: request.fileName,
      filetype: request.file.type || 'application/octet-stream',
      kind: request.kind,
    },
    // The gateway refuses state-changing requests without the app's header (request forgery protection).
    headers: { 'X-Requested-With': 'boonies' },
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS_MS,
    // tus-js-client gives up at once while the browser says it is offline; a skater waiting for a signal
    // wants it to keep trying, and the screen says it is waiting.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (!isRetryableStatus(status)) return false;
      callbacks.onRetrying();
      return true;
    },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onUploadUrlAvailable: () => {
      if (!upload.url || upload.url === reportedUrl) return;
      reportedUrl = upload.url;
      callbacks.onCreated(upload.url, mediaIdOfUploadUrl(upload.url));
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: () => callbacks.onSuccess(mediaIdOfUploadUrl(upload.url ?? '')),
    onError: (error) => {
      const response = 'originalResponse' in error ? error.originalResponse : null;
      callbacks.onError({
        status: response?.getStatus() ?? 0,
        message: serverErrorOf(response?.getBody()),
      });
    },
  };
  // The callbacks above read it; none runs before `start()`.
  const upload = new Upload(request.file, options);
  if (!request.uploadUrl) {
    // The same file picked again after a reload goes on where it stopped.
    const previous = await upload.findPreviousUploads();
    if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
  }
  upload.start();
  return {
    abort: (terminate) => upload.abort(terminate),
    resume: () => {
      void upload.abort(false).then(() => upload.start());
    },
  };
};
