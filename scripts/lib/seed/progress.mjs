// Learned tricks and scores of the seeded users, loaded by the tricks service's own command
// (`seed-bench-content`) once it knows them from the auth service's events (`seedUsers` first).
import { seedContent } from './content.mjs';

/**
 * The bulk load: `perUser` learned tricks for each of the `users` seeded users (two in five verified), the
 * skaters' first tricks learned, and the scores all that adds up to. Answers the counts and tricks none of
 * the skaters has learned yet, for writes to toggle.
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 * @param {{ users: number, perUser: number, skaters: { id: string }[] }} counts
 */
export async function seedProgress(system, { users, perUser, skaters }) {
  const summary = await seedContent(
    system,
    'tricks',
    `${users * perUser} progress records and the scores they add up to loaded by the tricks service`,
    { users, 'per-user': perUser, skaters: skaters.map((skater) => skater.id) },
  );
  return /** @type {import('../../../services/tricks/src/bench-content/bench-content.repository.js').TricksBenchCounts & { toggled: string[] }} */ (
    summary
  );
}
