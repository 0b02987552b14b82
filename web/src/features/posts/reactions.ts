import type { ReactionSummaryDto, ReactionType } from '@boonies/contracts/posts';

const COUNT_OF: Record<ReactionType, 'likes' | 'dislikes'> = { like: 'likes', dislike: 'dislikes' };

/** The counts after tapping `type`: the same reaction again takes it back, the other one replaces it. */
export function nextReactions(current: ReactionSummaryDto, type: ReactionType): ReactionSummaryDto {
  const next = { ...current };
  if (current.mine) next[COUNT_OF[current.mine]] = Math.max(0, next[COUNT_OF[current.mine]] - 1);
  next.mine = current.mine === type ? null : type;
  if (next.mine) next[COUNT_OF[next.mine]] += 1;
  return next;
}
