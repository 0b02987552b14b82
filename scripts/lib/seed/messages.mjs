// Direct messages between the seeded users, loaded by the messaging service's own command
// (`seed-bench-content`) once it knows them from the auth service's events (`seedUsers` first).
import { seedContent } from './content.mjs';

/**
 * `messages` messages between the `users` seeded users: message m goes from user m to a neighbour of
 * theirs, so each user has a handful of conversations; older ones are read. Answers how many there are.
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 * @param {{ users: number, messages: number }} counts
 * @returns {Promise<number>}
 */
export async function seedMessages(system, { users, messages }) {
  const summary = await seedContent(
    system,
    'messaging',
    `${messages} messages loaded by the messaging service`,
    { users, messages },
  );
  return /** @type {{ messages: number }} */ (summary).messages;
}
