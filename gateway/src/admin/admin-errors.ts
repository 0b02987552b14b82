/** What the error answers of the admin routes mean, for their OpenAPI descriptions. */
export const ADMIN_ERRORS = {
  adminsOnly: 'Not an admin (a puppet session is not one either)',
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  authUnavailable: 'The auth service is unavailable',
  adminUnavailable: 'The admin service is unavailable',
  tricksUnavailable: 'The tricks service is unavailable',
  messagingUnavailable: 'The messaging service is unavailable',
} as const;
