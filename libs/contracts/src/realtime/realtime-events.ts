/**
 * What the gateway pushes to browsers over socket.io, and the payload of each. A payload that carries a
 * service's own type is declared with that service: `PostCreatedPush` (posts), `NotificationCreatedPush`
 * (messaging), `MediaChangedPush` (media).
 */
export const REALTIME_EVENTS = {
  /**
   * To the signed-in users the access policy lets see the author's posts: a new top-level post (the feed
   * shows a "new posts" pill). Never to every socket: the push names the post.
   */
  postCreated: 'post:created',
  /**
   * To the sockets watching the post (`posts:watch`), which the access policy let see it: its like counts
   * changed. At most one per post in each `LIKES_PUSH_WINDOW_MS`, with the latest counts.
   */
  postLikes: 'post:likes',
  /** To the signed-in users who may see the author's posts: a post is gone. */
  postDeleted: 'post:deleted',
  /** To the signed-in users who may see the poster's posts: a verification's tally changed. */
  verificationChanged: 'verification:changed',
  /** To the poster: the community verified one of their tricks. */
  trickAutoVerified: 'verification:auto-verified',
  /** To both participants: a direct message was sent. */
  messageCreated: 'message:new',
  /** To the sender: the recipient read a message. */
  messageRead: 'message:read',
  /** To the reader's own tabs: they read a conversation; its unread count is gone. */
  conversationRead: 'conversation:read',
  /**
   * To the counterpart whose messages were read, while neither of the two turned Read receipts off: "Seen"
   * under their last message.
   */
  conversationSeen: 'conversation:seen',
  /**
   * To the counterpart, while the access policy lets the typist message them: the typist is writing. It
   * lasts `TYPING.expiresMs` unless repeated.
   */
  typing: 'typing',
  /** To the recipient: a new notification. */
  notificationCreated: 'notification:new',
  /** To every player of a game, and nobody else: the game changed; refetch it and the games list. */
  gamesUpdated: 'games:updated',
  /** To the owner only: an upload finished processing (ready or failed); refetch what shows it. */
  mediaChanged: 'media:changed',
} as const;

export interface GamesUpdatedPush {
  gameId: string;
}

export interface PostLikesPush {
  postId: string;
  likes: number;
  dislikes: number;
}

/** What a tab sends to watch the like counts of the posts on its screen (acknowledged with the ids watched). */
export const POSTS_WATCH_EVENT = 'posts:watch';

export interface PostDeletedPush {
  postId: string;
}

export interface VerificationChangedPush {
  verificationId: string;
  postId: string;
  trickId: string;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  removed: boolean;
  percentage: number | null;
}

export interface TrickAutoVerifiedPush {
  verificationId: string;
  postId: string;
  trickId: string;
}

export interface MessageCreatedPush {
  messageId: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: string;
}

export interface MessageReadPush {
  messageId: string;
  recipientId: string;
  readAt: string;
}

export interface ConversationReadPush {
  counterpartId: string;
  readAt: string;
}

export interface ConversationSeenPush {
  readerId: string;
  readAt: string;
}

export interface TypingPush {
  userId: string;
}

/** What a tab sends over its socket (the gateway answers these; see `REALTIME_EVENTS` for what it pushes). */
export const REALTIME_CLIENT_EVENTS = {
  /** The signed-in user is typing to `to`: sent at most every `TYPING.throttleMs`. */
  typing: 'typing',
} as const;

export interface TypingRequest {
  to: string;
}
