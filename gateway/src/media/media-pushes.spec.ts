import type { MediaReadyV1 } from '@boonies/contracts/media';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { pushesForMediaChanged } from './media-pushes';

describe('pushesForMediaChanged', () => {
  it("goes to the owner's sockets alone, naming the media and its status", () => {
    const ready = { mediaId: 'm-1', ownerId: 'u-1', kind: 'video', revision: 3 } as MediaReadyV1;
    expect(pushesForMediaChanged(ready, 'ready')).toEqual([
      {
        to: 'user',
        userId: 'u-1',
        event: REALTIME_EVENTS.mediaChanged,
        payload: { mediaId: 'm-1', status: 'ready' },
      },
    ]);
  });
});
