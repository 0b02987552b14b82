/**
 * The fields of a `users` projection row that lists show, as one JSON column; `NULL` when the projection
 * has no row for the account (the list then shows a neutral fallback instead of failing).
 */
export function participantJson(alias: string): string {
  return `CASE WHEN ${alias}.user_id IS NULL THEN NULL ELSE json_build_object(
      'username', ${alias}.username,
      'displayName', ${alias}.display_name,
      'profilePicture', ${alias}.profile_picture,
      'proStatus', ${alias}.pro_status,
      'amateurStatus', ${alias}.amateur_status,
      'flowStatus', ${alias}.flow_status) END`;
}

/** The smaller face a notification shows of who acted. */
export function actorJson(alias: string): string {
  return `CASE WHEN ${alias}.user_id IS NULL THEN NULL ELSE json_build_object(
      'username', ${alias}.username,
      'profilePicture', ${alias}.profile_picture) END`;
}

/** Shown for an account the users projection does not know (yet). */
export const UNKNOWN_USERNAME = 'unknown';
