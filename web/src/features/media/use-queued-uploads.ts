import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import {
  readQueuedUploads,
  sendingQueuedUploadId,
  subscribeQueuedUploads,
  type QueuedUpload,
} from './queued-uploads';

export interface QueuedUploadsView {
  items: QueuedUpload[];
  /** The item being uploaded and posted right now, if this tab sends it. */
  sendingId: string | null;
}

/** The account's queued posts, oldest first, kept up to date across tabs. */
export function useQueuedUploads(userId: string): QueuedUploadsView {
  const [view, setView] = useState<QueuedUploadsView>({ items: [], sendingId: null });
  useEffect(() => {
    let current = true;
    const load = () =>
      void readQueuedUploads()
        .then((items) => {
          if (!current) return;
          setView({
            items: items.filter((item) => item.userId === userId),
            sendingId: sendingQueuedUploadId(),
          });
        })
        .catch(() => undefined);
    // The composer is on the first screen: the queue is read once that screen is up.
    void whenIdle().then(load);
    const unsubscribe = subscribeQueuedUploads(load);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId]);
  return view;
}
