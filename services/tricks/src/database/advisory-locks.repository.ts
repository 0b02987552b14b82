import type { EntityManager } from 'typeorm';

/**
 * Transaction-scoped advisory locks that keep recomputed scores right under concurrency. A score is a sum
 * over a user's progress and the tricks' points, so two writers must not compute it from each other's
 * uncommitted state:
 * - a change to one user's progress holds that user's lock, so changes of the same user run one at a time;
 * - it also holds the catalogue lock shared, while a change of trick points (an admin edit, a catalogue
 *   version) holds it exclusively: rescoring a trick's learners then sees every committed change, and
 *   changes that start later see the new points.
 */
const CATALOGUE_LOCK = 7_472_696_301;
const USER_LOCK_SPACE = 757_365_201;

/** Takes the locks for changing one user's progress and score, catalogue first (always in that order). */
export async function lockUserScore(manager: EntityManager, userId: string): Promise<void> {
  // A materialized CTE runs first, so the two locks are always taken in the same order.
  await manager.query(
    `WITH catalogue AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared($1::bigint))
     SELECT pg_advisory_xact_lock($2::integer, hashtext($3)) FROM catalogue`,
    [CATALOGUE_LOCK, USER_LOCK_SPACE, userId],
  );
}

/** Takes the lock for changing what tricks are worth; waits for every progress change in flight. */
export async function lockCatalogue(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [CATALOGUE_LOCK]);
}
