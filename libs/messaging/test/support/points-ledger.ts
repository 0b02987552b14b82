import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventContext, EventSubscription } from '../../src';
import { type PointsAwardedV1, TEST_EVENTS } from './test-events';

/**
 * The consuming side of the tests: every handled award appends a ledger row and adds to a running total.
 * The ledger has no unique key and the total is `total + points` on purpose: only the inbox stands between a
 * redelivered event and a visible double effect.
 */
export async function createPointsLedger(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `CREATE TABLE posts.points_ledger (event_id uuid NOT NULL, points integer NOT NULL)`,
  );
  await dataSource.query(`CREATE TABLE posts.points_total (total bigint NOT NULL)`);
  await dataSource.query(`INSERT INTO posts.points_total VALUES (0)`);
}

export async function recordPoints(
  manager: EntityManager,
  award: PointsAwardedV1,
  context: Pick<EventContext<PointsAwardedV1>, 'envelope'>,
): Promise<void> {
  await manager.query(`INSERT INTO posts.points_ledger (event_id, points) VALUES ($1, $2)`, [
    context.envelope.id,
    award.points,
  ]);
  await manager.query(`UPDATE posts.points_total SET total = total + $1`, [award.points]);
}

export function pointsSubscription(
  handle: EventSubscription<PointsAwardedV1>['handle'] = (award, context) =>
    recordPoints(context.manager, award, context),
): EventSubscription<PointsAwardedV1> {
  return {
    definition: TEST_EVENTS.pointsAwarded,
    name: 'PointsLedger.record',
    handle,
  };
}

export interface Tally {
  entries: number;
  distinctEvents: number;
  total: number;
}

export async function readTally(dataSource: DataSource): Promise<Tally> {
  const [row] = await dataSource.query<{ entries: number; distinct_events: number; total: number }[]>(
    `SELECT (SELECT count(*)::int FROM posts.points_ledger) AS entries,
            (SELECT count(DISTINCT event_id)::int FROM posts.points_ledger) AS distinct_events,
            (SELECT total::int FROM posts.points_total) AS total`,
  );
  return { entries: row.entries, distinctEvents: row.distinct_events, total: row.total };
}

/** `count` awards whose points are 1, 2, 3, … */
export function awards(count: number): PointsAwardedV1[] {
  return Array.from({ length: count }, (_, index) => ({ awardId: randomUUID(), points: index + 1 }));
}

/** What the tally must be once each of `awarded` was handled exactly once. */
export function exactlyOnce(awarded: PointsAwardedV1[]): Tally {
  const total = awarded.reduce((sum, award) => sum + award.points, 0);
  return { entries: awarded.length, distinctEvents: awarded.length, total };
}
