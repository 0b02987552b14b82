/** What the error answers of the admin tools mean, for their OpenAPI descriptions. */
export const ADMIN_TOOLS_ERRORS = {
  adminsOnly: 'Not an admin (a puppet session is not one either)',
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  tricksUnavailable: 'The tricks service is unavailable',
  messagingUnavailable: 'The messaging service is unavailable',
} as const;
