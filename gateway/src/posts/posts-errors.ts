/** What the error answers of the posts, reactions and verification routes mean, for their OpenAPI descriptions. */
export const POSTS_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badPostId: 'The post id is not a UUID; `field` names it',
  badFeed: 'A malformed cursor, limit, id or feed type; `field` names it',
  noPost: 'No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden)',
  blockedAuthor: "The caller blocked the post's author: unblock them first",
  unavailable: 'The posts service is unavailable',
} as const;

export const VERIFICATION_ERRORS = {
  badId: 'The id is not a UUID; `field` names it',
  noVerification: 'No such verification',
  unavailable: 'The verification service is unavailable',
} as const;
