/** What the error answers of the profile, follow, block and preferences routes mean, for their OpenAPI descriptions. */
export const SOCIAL_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badUserId: 'The user id is not a UUID; `field` names it',
  noProfile: 'Profile not found (no such user, or the account is deactivated)',
  unavailable: 'The auth service is unavailable',
} as const;
