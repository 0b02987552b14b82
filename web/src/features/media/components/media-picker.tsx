import type { MediaKind } from '@boonies/contracts/media';
import { Camera, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { MEDIA_SCREEN_MESSAGES } from '../media-messages';
import { formatBytes } from '../upload-estimate';
import type { MediaUpload } from '../use-media-upload';
import { UploadProgress } from './upload-progress';

interface MediaPickerProps {
  kind: MediaKind;
  /** The chosen file, if any: the parent keeps it (a post queued offline carries it). */
  file: File | null;
  upload: MediaUpload;
  onChoose: (file: File) => void;
  /** The file is taken off (and its upload, if any, cancelled by the parent). */
  onRemove: () => void;
  /** Shown while no file is chosen, e.g. that a link works too. */
  hint?: string;
}

/** A local preview of the chosen file, released when it changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * "Take or choose": the phone's camera or its gallery, then the preview, its size, the upload's progress
 * and a way to take it off again.
 */
export function MediaPicker({ kind, file, upload, onChoose, onRemove, hint }: MediaPickerProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  const label = kind === 'image' ? MEDIA_SCREEN_MESSAGES.chooseImage : MEDIA_SCREEN_MESSAGES.chooseVideo;

  function choose(event: ChangeEvent<HTMLInputElement>): void {
    const chosen = event.target.files?.[0];
    // The same file can be picked again after a removal.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  }

  if (!file) {
    return (
      <div className="grid gap-1">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
        >
          <Camera aria-hidden className="size-4" />
          {label}
          <input
            id={`${id}-file`}
            type="file"
            accept={kind === 'image' ? 'image/*' : 'video/*'}
            capture="environment"
            onChange={choose}
            className="sr-only"
          />
        </label>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    );
  }

  const { state } = upload;
  return (
    <div className="grid gap-2 rounded-xl border p-2">
      <div className="relative w-fit max-w-full">
        {preview &&
          (kind === 'image' ? (
            <img
              src={preview}
              alt="Photo to post"
              className="max-h-[12rem] max-w-full rounded-lg object-contain"
            />
          ) : (
            <video
              src={preview}
              controls
              playsInline
              preload="metadata"
              aria-label="Clip to post"
              className="max-h-[12rem] max-w-full rounded-lg bg-black"
            />
          ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">
          {file.name} · {formatBytes(file.size)}
        </span>
        <Button variant="outline" size="sm" onClick={onRemove} className="h-8">
          <X aria-hidden />
          {kind === 'image' ? 'Remove photo' : 'Remove clip'}
        </Button>
      </div>
      {state.phase === 'uploading' && <UploadProgress state={state} onCancel={onRemove} />}
      {state.phase === 'done' && (
        <div className="grid gap-1.5">
          <Progress value={100} label={MEDIA_SCREEN_MESSAGES.upload} valueText="100%" />
          <p className="text-xs text-muted-foreground" role="status">
            {MEDIA_SCREEN_MESSAGES.uploaded}
          </p>
        </div>
      )}
      {state.phase === 'failed' && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {state.message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => upload.start(file, kind)}>
            <RotateCcw aria-hidden />
            {MEDIA_SCREEN_MESSAGES.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
