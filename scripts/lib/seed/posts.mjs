// Posts, reactions, replies and follows of the seeded users, loaded by the posts service's own command
// (`seed-bench-content`) once it knows them from the auth service's events (`seedUsers` first).
import { seedContent, seededId } from './content.mjs';

/** Seeded post n (1-based). */
export const seededPostId = (/** @type {number} */ n) => seededId('post', n);

/**
 * The bulk load, by the `users` seeded authors: `posts` posts (post n is a reply to post n − 1 when
 * n % 10 = 0, a trick video when n % 10 = 5), `reactions` reactions with counts and popular ranks computed
 * from them, and every skater following `follows` authors. Answers the counts and the catalogue's trick ids.
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 * @param {{ users: number, posts: number, reactions: number, skaters: { id: string }[], follows: number }} counts
 */
export async function seedPosts(system, { users, posts, reactions, skaters, follows }) {
  const summary = await seedContent(
    system,
    'posts',
    `${posts} posts, ${reactions} reactions and ${skaters.length} × ${follows} follows loaded by the posts service`,
    { users, posts, reactions, follows, skaters: skaters.map((skater) => skater.id) },
  );
  return /** @type {import('../../../services/posts/src/bench-content/bench-content.repository.js').PostsBenchCounts & { tricks: string[] }} */ (
    summary
  );
}
