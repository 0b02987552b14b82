import type { MediaKind } from '@boonies/contracts/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_SCREEN_MESSAGES } from './media-messages';
import { addSample, percentOf, secondsLeft, type UploadSample } from './upload-estimate';
import {
  isRetryableStatus,
  tusTransport,
  type RunningUpload,
  type UploadTransport,
} from './upload-transport';

export type UploadState =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      sent: number;
      total: number;
      percent: number;
      secondsLeft: number | null;
      /** No bytes are moving: the connection dropped and the upload waits to try again. */
      paused: boolean;
    }
  | { phase: 'done'; mediaId: string }
  | { phase: 'failed'; message: string };

export interface MediaUpload {
  state: UploadState;
  /** The upload's address once the server made it: a post queued mid-upload resumes it from there. */
  uploadUrl: string | null;
  start: (file: File, kind: MediaKind) => void;
  /** Stops the upload and tells the server to throw its bytes away. */
  cancel: () => void;
  /** Forgets a finished (posted) or handed-over upload without touching the server's copy. */
  clear: () => void;
}

const IDLE: UploadState = { phase: 'idle' };

interface Options {
  /** The tus client by default; unit tests drive a fake. */
  transport?: UploadTransport;
  now?: () => number;
}

/**
 * One file's upload, from the first byte to the media id: progress with the time left at the recent rate,
 * a pause while the signal is gone (resumed as soon as the browser is back online), cancel.
 */
export function useMediaUpload({ transport = tusTransport, now = Date.now }: Options = {}): MediaUpload {
  const [state, setState] = useState<UploadState>(IDLE);
  const [uploadUrl, setUploadUrl] = useState<string | null>(null);
  const running = useRef<Promise<RunningUpload> | null>(null);
  const samples = useRef<UploadSample[]>([]);
  // Bumped by every start and cancel: a late callback of an earlier upload changes nothing.
  const generation = useRef(0);

  const stop = useCallback((terminate: boolean) => {
    generation.current += 1;
    const upload = running.current;
    running.current = null;
    samples.current = [];
    if (upload) void upload.then((handle) => handle.abort(terminate)).catch(() => undefined);
  }, []);

  const start = useCallback(
    (file: File, kind: MediaKind) => {
      stop(true);
      const mine = generation.current;
      const current = () => mine === generation.current;
      setUploadUrl(null);
      setState({
        phase: 'uploading',
        sent: 0,
        total: file.size,
        percent: 0,
        secondsLeft: null,
        paused: false,
      });
      running.current = transport(
        { file, kind, fileName: file.name },
        {
          onProgress: (sent, total) => {
            if (!current()) return;
            samples.current = addSample(samples.current, { at: now(), sent });
            setState({
              phase: 'uploading',
              sent,
              total,
              percent: percentOf(sent, total),
              secondsLeft: secondsLeft(samples.current, total),
              paused: false,
            });
          },
          onRetrying: () => {
            if (!current()) return;
            // The old rate says nothing about the next signal.
            samples.current = [];
            setState((previous) =>
              previous.phase === 'uploading' ? { ...previous, paused: true, secondsLeft: null } : previous,
            );
          },
          onCreated: (url) => {
            if (current()) setUploadUrl(url);
          },
          onSuccess: (mediaId) => {
            if (!current()) return;
            running.current = null;
            setState({ phase: 'done', mediaId });
          },
          onError: (failure) => {
            if (!current()) return;
            running.current = null;
            const message =
              failure.message ??
              (isRetryableStatus(failure.status)
                ? MEDIA_SCREEN_MESSAGES.connectionLost
                : MEDIA_SCREEN_MESSAGES.failedFallback);
            setState({ phase: 'failed', message });
          },
        },
      );
      running.current.catch(() => {
        if (current()) setState({ phase: 'failed', message: MEDIA_SCREEN_MESSAGES.failedFallback });
      });
    },
    [now, stop, transport],
  );

  const cancel = useCallback(() => {
    stop(true);
    setUploadUrl(null);
    setState(IDLE);
  }, [stop]);

  const clear = useCallback(() => {
    stop(false);
    setUploadUrl(null);
    setState(IDLE);
  }, [stop]);

  // The signal is back: try at once rather than at the next retry's delay.
  const paused = state.phase === 'uploading' && state.paused;
  useEffect(() => {
    if (!paused) return;
    const resume = () => void running.current?.then((handle) => handle.resume());
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [paused]);

  // Leaving the screen mid-upload keeps the bytes sent: the fingerprint lets the same file resume later.
  useEffect(() => () => stop(false), [stop]);

  return { state, uploadUrl, start, cancel, clear };
}
