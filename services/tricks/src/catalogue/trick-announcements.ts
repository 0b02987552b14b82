import { type TrickChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import type { EventMeta, Outbox } from '@boonies/messaging';
import type { EntityManager } from 'typeorm';
import type { Trick } from './entities/trick.entity';

/** What other services keep of a catalogue entry (posts show trick names from it). */
export function trickChangedOf(
  trick: Pick<Trick, 'id' | 'name' | 'category' | 'resolvedPoints'>,
): TrickChangedV1 {
  return { trickId: trick.id, name: trick.name, category: trick.category, points: trick.resolvedPoints };
}

/**
 * Announces catalogue entries in the caller's transaction, one `trick-changed` event each: a whole
 * catalogue in one message would pass NATS's 1 MB message limit.
 */
export async function announceTricks(
  outbox: Outbox,
  manager: EntityManager,
  tricks: readonly Pick<Trick, 'id' | 'name' | 'category' | 'resolvedPoints'>[],
  meta: EventMeta | ((trickId: string) => EventMeta),
): Promise<void> {
  for (const trick of tricks) {
    const trickMeta = typeof meta === 'function' ? meta(trick.id) : meta;
    await outbox.append(manager, TRICKS_EVENTS.trickChanged, trickChangedOf(trick), trickMeta);
  }
}
