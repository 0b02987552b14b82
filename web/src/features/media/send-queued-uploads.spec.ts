import type { UserDto } from '@boonies/contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { currentUserQueryKey } from '@/lib/query-keys';
import { makeUser } from '@/test/fixtures';
import {
  queueUpload,
  readQueuedUploads,
  setQueueStore,
  type QueuedUpload,
  type QueueStore,
} from './queued-uploads';
import { QueuedUploadRefused, sendQueuedUploads } from './send-queued-uploads';
import { startSendingQueuedUploads } from './start-sending-queued-uploads';
import type { UploadTransport } from './upload-transport';

/** jsdom has no IndexedDB: the queue is kept in memory, changed the same way (read, change, write). */
function memoryStore(): QueueStore {
  let items: QueuedUpload[] = [];
  return {
    read: () => Promise.resolve(items),
    change: async (change) => {
      await Promise.resolve();
      items = change(items);
    },
  };
}

/** Uploads at once (after a tick), naming each media after its file. */
function instantTransport(uploaded: string[]): UploadTransport {
  return (request, callbacks) => {
    setTimeout(() => {
      uploaded.push(request.fileName);
      callbacks.onCreated(`/api/uploads/media-${request.fileName}`, `media-${request.fileName}`);
      callbacks.onSuccess(`media-${request.fileName}`);
    });
    return Promise.resolve({ abort: () => Promise.resolve(), resume: () => undefined });
  };
}

function queue(userId: string, fileName: string, content = fileName) {
  return queueUpload({
    userId,
    file: new Blob(['bytes'], { type: 'video/mp4' }),
    fileName,
    kind: 'video',
    draft: { mode: 'video', content, trickIds: [] },
  });
}

describe('the queue of posts made offline', () => {
  beforeEach(() => setQueueStore(memoryStore()));

  it('uploads then posts each queued item in order, and only the signed-in account’s', async () => {
    await queue('me', 'first.mp4');
    await queue('someone-else', 'theirs.mp4');
    await queue('me', 'second.mp4');
    const uploaded: string[] = [];
    const posted: string[] = [];

    await sendQueuedUploads({
      userId: 'me',
      transport: instantTransport(uploaded),
      post: async (item, mediaId) => {
        posted.push(`${item.draft.content} with ${mediaId}`);
      },
    });

    expect(uploaded).toEqual(['first.mp4', 'second.mp4']);
    expect(posted).toEqual(['first.mp4 with media-first.mp4', 'second.mp4 with media-second.mp4']);
    expect((await readQueuedUploads()).map((item) => item.fileName)).toEqual(['theirs.mp4']);
  });

  it('posts each item once even when two runs start together', async () => {
    await queue('me', 'clip.mp4');
    const posted: string[] = [];
    const run = () =>
      sendQueuedUploads({
        userId: 'me',
        transport: instantTransport([]),
        post: async (item) => {
          posted.push(item.fileName);
        },
      });

    await Promise.all([run(), run()]);
    expect(posted).toEqual(['clip.mp4']);
  });

  it('stops at a lost connection and keeps the rest, in order, with how far the upload got', async () => {
    await queue('me', 'first.mp4');
    await queue('me', 'second.mp4');
    const posted: string[] = [];
    let online = false;
    const post = async (item: QueuedUpload) => {
      if (!online) throw new TypeError('Failed to fetch');
      posted.push(item.fileName);
    };

    await sendQueuedUploads({ userId: 'me', transport: instantTransport([]), post });
    const kept = await readQueuedUploads();
    expect(kept.map((item) => item.fileName)).toEqual(['first.mp4', 'second.mp4']);
    // The upload is done: the next run only posts.
    expect(kept[0].mediaId).toBe('media-first.mp4');

    online = true;
    const uploadedAgain: string[] = [];
    await sendQueuedUploads({ userId: 'me', transport: instantTransport(uploadedAgain), post });
    expect(uploadedAgain).toEqual(['second.mp4']);
    expect(posted).toEqual(['first.mp4', 'second.mp4']);
    expect(await readQueuedUploads()).toEqual([]);
  });

  it('drops a refused item with the reason and goes on with the next', async () => {
    await queue('me', 'refused.mp4');
    await queue('me', 'fine.mp4');
    const refused: (string | null)[] = [];
    const posted: string[] = [];

    await sendQueuedUploads({
      userId: 'me',
      transport: instantTransport([]),
      post: async (item) => {
        if (item.fileName === 'refused.mp4') throw new QueuedUploadRefused('Unknown trick');
        posted.push(item.fileName);
      },
      onRefused: (_item, reason) => refused.push(reason),
    });

    expect(refused).toEqual(['Unknown trick']);
    expect(posted).toEqual(['fine.mp4']);
    expect(await readQueuedUploads()).toEqual([]);
  });

  it('is forgotten when the app signs out, and sent when a session is known', async () => {
    const queryClient = new QueryClient();
    const user: UserDto = makeUser({ id: 'me' });
    const posted: string[] = [];
    queryClient.setQueryData(currentUserQueryKey, user);
    await queue('me', 'clip.mp4');
    const stop = startSendingQueuedUploads(queryClient, {
      transport: instantTransport([]),
      post: async (item) => {
        posted.push(item.fileName);
      },
    });
    // The queue is sent in the background: waited for, not timed, so a busy machine cannot fail it.
    await waitFor(() => expect(posted).toEqual(['clip.mp4']));

    await queue('me', 'later.mp4');
    // An unfinished upload's address, kept by the tus client to resume the same file later.
    localStorage.setItem('tus::tus-br-later.mp4::1', '{"uploadUrl":"/api/uploads/abc"}');
    localStorage.setItem('boonies.theme', 'dark');
    queryClient.setQueryData(currentUserQueryKey, null);
    await waitFor(async () => expect(await readQueuedUploads()).toEqual([]));
    await waitFor(() => expect(localStorage.getItem('tus::tus-br-later.mp4::1')).toBeNull());
    expect(localStorage.getItem('boonies.theme')).toBe('dark');
    expect(posted).toEqual(['clip.mp4']);
    stop();
  });
});
