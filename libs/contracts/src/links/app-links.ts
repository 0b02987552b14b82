/**
 * The web app's addresses that other projects write: where a notification leads, the page a shared post
 * opens. The web app's router and the services read them from here, so the two never disagree.
 */

/** The id of a reply's element on its post's page: `/post/<id>#reply-<replyId>` scrolls to it. */
export function replyAnchor(replyId: string): string {
  return `reply-${replyId}`;
}

/** A post's own page; with `replyId`, scrolled to that reply. */
export function postPagePath(postId: string, replyId?: string | null): string {
  const page = `/post/${encodeURIComponent(postId)}`;
  return replyId ? `${page}#${replyAnchor(replyId)}` : page;
}

/** A post or a reply, where it shows: a top-level post on its page, a reply on its post's page, at it. */
export function contentPath(target: { postId: string; parentPostId?: string | null }): string {
  return target.parentPostId ? postPagePath(target.parentPostId, target.postId) : postPagePath(target.postId);
}

/** The conversation with one skater. */
export function chatPath(counterpartId: string): string {
  return `/messages/${encodeURIComponent(counterpartId)}`;
}

/** A game of S.K.A.T.E. */
export function gamePagePath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}`;
}
