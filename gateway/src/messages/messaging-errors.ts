/** What the error answers of the messages and notifications routes mean, for their OpenAPI descriptions. */
export const MESSAGING_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badId: 'The id is not a UUID; `field` names it',
  badPage: 'A malformed cursor or limit; `field` names it',
  unavailable: 'The messaging service is unavailable',
} as const;
