import type { MediaItem } from './media-item';

/** The fields every media event carries, from the item as it is after the change. */
export function eventBase(item: MediaItem) {
  return {
    mediaId: item.id,
    ownerId: item.ownerId,
    kind: item.kind,
    revision: item.revision,
    changedAt: item.updatedAt.toISOString(),
  };
}

/** The item after a change at `at`: a revision more. */
export function changed(item: MediaItem, at: Date, changes: Partial<MediaItem>): MediaItem {
  return { ...item, ...changes, revision: item.revision + 1, updatedAt: at };
}
