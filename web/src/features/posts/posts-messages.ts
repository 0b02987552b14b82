import { serverMessageOf } from '@/lib/api-client';

/** What the feed says, word for word as the product specifies it. */
export const POSTS_MESSAGES = {
  offline: "You're offline: your post stays here and can be sent once you're back.",
  waitForUpload: 'The upload is still going: you can post once it is in.',
  loading: 'Loading posts...',
  loadFailed: 'Failed to load posts',
  emptyFollowing: 'No posts from followed users yet.',
  emptyPopular: 'No posts yet.',
  emptyVerifications: 'No verification posts yet.',
  emptyTrick: 'No posts yet for this trick. Be the first to share your progress!',
  created: 'Post created successfully!',
  createFailed: 'Error creating post',
  createFailedFallback: 'Please try again',
  trickVideoFailed: 'Error posting trick video',
  trickVideoFailedFallback: 'Failed to create post',
  invalidUrlTitle: 'Invalid URL',
  invalidImageUrl: 'Please enter a valid image URL',
  imageAdded: 'Image URL added successfully!',
  invalidVideoTitle: 'Unsupported video link',
  errorTitle: 'Error',
  reactionFailed: 'Failed to update reaction. Please try again.',
  replyPosted: 'Reply posted',
  replyFailed: 'Failed to post reply. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this post?',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post. Please try again.',
  reviewUpdated: 'Post verification updated',
  reviewFailed: 'Error updating verification',
  postNotFound: 'Post not found',
  postNotFoundHelp: 'It may have been deleted, or its author shares it with followers only.',
  postLoadFailed: 'Failed to load post',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  shareTitle: (authorName: string) => `${authorName} on The Boonies`,
} as const;

export function trickVideoPostedMessage(trickCount: number): string {
  return `Trick video posted with ${trickCount} trick(s)! Community can now vote to verify them.`;
}

/** The server's explanation when it gave one, else the screen's fallback. */
export function reasonOf(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
