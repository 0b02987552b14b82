/**
 * The popular feed's rank, stored on the post and indexed:
 *
 *   rank = sign(s) · log10(max(|s|, 1)) + createdAt (epoch seconds) / 45000
 *   s    = weighted likes − weighted dislikes + replies
 *
 * Age decays a post without any periodic job: a post 12.5 hours (45,000 s) newer needs a tenfold smaller
 * score to rank the same. The rank changes only when the post's score does, so it is recomputed in the
 * transaction that changes a reaction or a reply, and ties go to the newer post.
 */
export const RANK_DECAY_SECONDS = 45_000;

export function popularityRank(score: number, createdAt: Date): number {
  const magnitude = Math.log10(Math.max(Math.abs(score), 1));
  return Math.sign(score) * magnitude + createdAt.getTime() / 1000 / RANK_DECAY_SECONDS;
}

/** The same formula in SQL, over a score expression and a `timestamptz` expression. */
export function popularityRankSql(score: string, createdAt: string): string {
  return `(sign(${score})::float8 * log(greatest(abs(${score}), 1)::float8)
           + extract(epoch FROM ${createdAt})::float8 / ${RANK_DECAY_SECONDS})`;
}
