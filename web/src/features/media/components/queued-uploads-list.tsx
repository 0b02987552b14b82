import { CloudOff, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnlineStatus } from '@/lib/offline/use-online-status';
import { MEDIA_SCREEN_MESSAGES } from '../media-messages';
import { cancelQueuedUpload } from '../queued-uploads';
import { formatBytes } from '../upload-estimate';
import { useQueuedUploads } from '../use-queued-uploads';

/** The posts waiting on this phone for a signal, each with a way to call it off. */
export function QueuedUploadsList({ userId }: { userId: string }) {
  const id = useId();
  const online = useOnlineStatus();
  const { items, sendingId } = useQueuedUploads(userId);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-xl border border-dashed p-3">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <CloudOff aria-hidden className="size-4" />
        {MEDIA_SCREEN_MESSAGES.queuedTitle}
      </h3>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 text-sm" data-queued-upload>
            <span className="grid min-w-0">
              <span className="truncate">{item.draft.content || item.fileName}</span>
              <span className="text-xs text-muted-foreground">
                {item.kind === 'image' ? 'Photo' : 'Clip'} · {formatBytes(item.file.size)} ·{' '}
                {item.id === sendingId ? (
                  <Spinner label={MEDIA_SCREEN_MESSAGES.queuedSending} className="text-xs" />
                ) : online ? (
                  MEDIA_SCREEN_MESSAGES.queuedSending
                ) : (
                  MEDIA_SCREEN_MESSAGES.queued
                )}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="h-9 shrink-0 px-2"
              disabled={item.id === sendingId}
              onClick={() => void cancelQueuedUpload(item)}
              aria-label={`${MEDIA_SCREEN_MESSAGES.cancelQueued}: ${item.draft.content || item.fileName}`}
            >
              <X aria-hidden />
              Cancel
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
