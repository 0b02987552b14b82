import type { EventEnvelope } from '@boonies/contracts/events';
import type { DataSource } from 'typeorm';
import type { EventMeta, Outbox } from '../../src';
import { TEST_EVENTS, type PointsAwardedV1 } from './test-events';

/** The producing side of the tests: the tricks service records awards and emits an event for each. */
export async function createAwardsTable(dataSource: DataSource): Promise<void> {
  await dataSource.query(`CREATE TABLE tricks.awards (id uuid PRIMARY KEY, points integer NOT NULL)`);
}

/** Records the awards and their events in one transaction, as a service does; `how` says who acted, and how. */
export function awardPoints(
  dataSource: DataSource,
  outbox: Outbox,
  awarded: PointsAwardedV1[],
  how: Pick<EventMeta, 'actorId' | 'actingAs' | 'asAdmin'> = {},
): Promise<EventEnvelope<PointsAwardedV1>[]> {
  return dataSource.transaction(async (manager) => {
    const envelopes: EventEnvelope<PointsAwardedV1>[] = [];
    for (const award of awarded) {
      await manager.query(`INSERT INTO tricks.awards (id, points) VALUES ($1, $2)`, [
        award.awardId,
        award.points,
      ]);
      const meta = { ...how, producer: 'tricks' as const, correlationId: `award-${award.awardId}` };
      envelopes.push(await outbox.append(manager, TEST_EVENTS.pointsAwarded, award, meta));
    }
    return envelopes;
  });
}
