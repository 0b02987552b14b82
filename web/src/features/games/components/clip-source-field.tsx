import { useState } from 'react';
import { MediaPicker, useMediaUpload, type MediaUpload } from '@/features/media';
import { ClipUrlField, clipUrlError } from './clip-url-field';

export interface ClipSource {
  file: File | null;
  upload: MediaUpload;
  /** The finished upload's id, once every byte is in. */
  mediaId: string | null;
  choose: (file: File) => void;
  remove: () => void;
}

/** A clip filmed on the phone for a set or an attempt, uploaded as soon as it is chosen. */
export function useClipSource(): ClipSource {
  const [file, setFile] = useState<File | null>(null);
  const upload = useMediaUpload();
  return {
    file,
    upload,
    mediaId: upload.state.phase === 'done' ? upload.state.mediaId : null,
    choose: (chosen) => {
      setFile(chosen);
      upload.start(chosen, 'video');
    },
    remove: () => {
      upload.cancel();
      setFile(null);
    },
  };
}

/** What is wrong with the clip as it stands, once the skater tried to send; null when it can go. */
export function clipSourceError(source: ClipSource, videoUrl: string): string | null {
  if (!source.file) return clipUrlError(videoUrl);
  if (source.upload.state.phase === 'failed') return source.upload.state.message;
  return source.mediaId ? null : 'Wait for the clip to finish uploading';
}

interface ClipSourceFieldProps {
  source: ClipSource;
  videoUrl: string;
  onVideoUrl: (value: string) => void;
  /** Shown once the skater tried to send. */
  error: string | null;
}

/** One or the other: the clip from the phone, or a pasted link. */
export function ClipSourceField({ source, videoUrl, onVideoUrl, error }: ClipSourceFieldProps) {
  return (
    <div className="grid gap-3">
      <MediaPicker
        kind="video"
        file={source.file}
        upload={source.upload}
        onChoose={source.choose}
        onRemove={source.remove}
      />
      {source.file ? (
        error && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {error}
          </p>
        )
      ) : (
        <>
          <p className="text-xs text-muted-foreground">or paste a link</p>
          <ClipUrlField value={videoUrl} onChange={onVideoUrl} error={error} />
        </>
      )}
    </div>
  );
}
