import type { MediaChangedPush, MediaFailedV1, MediaReadyV1 } from '@boonies/contracts/media';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { Push } from '../realtime/realtime-push';

/** An upload finished processing: to its owner's tabs alone, which refetch the post or clip showing it. */
export function pushesForMediaChanged(
  change: MediaReadyV1 | MediaFailedV1,
  status: MediaChangedPush['status'],
): Push[] {
  const payload: MediaChangedPush = { mediaId: change.mediaId, status };
  return [{ to: 'user', userId: change.ownerId, event: REALTIME_EVENTS.mediaChanged, payload }];
}
