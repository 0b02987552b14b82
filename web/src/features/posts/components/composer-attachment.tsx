import type { MediaKind } from '@boonies/contracts/media';
import { useEffect, useState, type ReactNode } from 'react';
import { MediaPicker, MEDIA_SCREEN_MESSAGES, useMediaUpload, type MediaUpload } from '@/features/media';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

export interface Attachment {
  file: File;
  kind: MediaKind;
}

export interface ComposerAttachment {
  attachment: Attachment | null;
  upload: MediaUpload;
  /** The finished upload's id, once every byte is in. */
  mediaId: string | null;
  choose: (file: File, kind: MediaKind) => void;
  /** Takes the file off and cancels its upload on the server. */
  remove: () => void;
  /** Forgets the file once posted or queued, leaving the server's upload alone. */
  clear: () => void;
}

/** A photo or clip from the phone for the post: uploaded at once when online, kept for the queue if not. */
export function useComposerAttachment(): ComposerAttachment {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const upload = useMediaUpload();
  const online = useOnlineStatus();
  const { start } = upload;
  const waiting = attachment !== null && upload.state.phase === 'idle';
  // Chosen offline and still here when the signal is back: upload it now.
  useEffect(() => {
    if (online && waiting && attachment) start(attachment.file, attachment.kind);
  }, [attachment, online, start, waiting]);
  return {
    attachment,
    upload,
    mediaId: upload.state.phase === 'done' ? upload.state.mediaId : null,
    choose: (file, kind) => {
      setAttachment({ file, kind });
      // Offline it waits: posting queues it with the draft.
      if (online) upload.start(file, kind);
      else upload.clear();
    },
    remove: () => {
      upload.cancel();
      setAttachment(null);
    },
    clear: () => {
      upload.clear();
      setAttachment(null);
    },
  };
}

interface FileOrLinkProps {
  kind: MediaKind;
  composer: ComposerAttachment;
  /** A link was added instead: the file picker steps aside. */
  linked: boolean;
  /** The link field, as it always was. */
  children: ReactNode;
}

/** One or the other: a file from the phone, or a pasted link. */
export function FileOrLink({ kind, composer, linked, children }: FileOrLinkProps) {
  const { attachment, upload } = composer;
  const file = attachment?.kind === kind ? attachment.file : null;
  if (linked) return <>{children}</>;
  return (
    <div className="grid gap-3">
      <MediaPicker
        kind={kind}
        file={file}
        upload={upload}
        onChoose={(chosen) => composer.choose(chosen, kind)}
        onRemove={composer.remove}
      />
      {!file && (
        <>
          <p className="text-xs text-muted-foreground">{MEDIA_SCREEN_MESSAGES.orLink}</p>
          {children}
        </>
      )}
    </div>
  );
}
