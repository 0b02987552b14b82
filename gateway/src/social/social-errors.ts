/** What the error answers of the profile, follow, block and preferences routes mean, for their OpenAPI descriptions. */
export const SOCIAL_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badUserId: 'The user id is not a UUID; `field` names it',
  noProfile:
    'Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller)',
  noRequest: 'No pending request from that user',
  unavailable: 'The auth service is unavailable',
} as const;
