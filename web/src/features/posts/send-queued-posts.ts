import { MEDIA_MESSAGES } from '@boonies/contracts/media';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { feedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import {
  MEDIA_SCREEN_MESSAGES,
  QueuedUploadRefused,
  startSendingQueuedUploads,
  type QueuedUpload,
} from '@/features/media';
import { createPost } from './api/create-post';
import { createTrickVideo } from './api/create-trick-video';

/** Posts a queued draft with its uploaded file, the way the composer would have. */
async function postQueued(item: QueuedUpload, mediaId: string): Promise<void> {
  const { mode, content, trickIds } = item.draft;
  try {
    if (mode === 'trick') await createTrickVideo({ content, mediaId, trickIds });
    else await createPost({ content, mediaId, ...(trickIds.length > 0 && { taggedTricks: trickIds }) });
  } catch (error) {
    // The upload is already on a post: an earlier run sent it and stopped before it could say so.
    if (error instanceof ApiError && error.body?.error === MEDIA_MESSAGES.alreadyAttached) return;
    // Refused for good (not a lost connection, not a busy server): retrying would change nothing.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      throw new QueuedUploadRefused(error.body?.error ?? '');
    }
    throw error;
  }
}

/** Sends the posts queued offline, for whoever is signed in, whenever the app is online. */
export function startSendingQueuedPosts(queryClient: QueryClient): () => void {
  return startSendingQueuedUploads(queryClient, {
    post: postQueued,
    onSent: () => {
      toast.success(MEDIA_SCREEN_MESSAGES.queuedPosted);
      void queryClient.invalidateQueries({ queryKey: feedsKey });
    },
    onRefused: (_item, reason) =>
      toast.error(MEDIA_SCREEN_MESSAGES.queuedRefused, { description: reason ?? undefined }),
  });
}
