/** What the error answers of the tricks routes mean, for their OpenAPI descriptions. */
export const TRICKS_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badTrickId: 'The trick id is malformed; `field` names it',
  badUserId: 'The user id is not a UUID; `field` names it',
  adminOnly: 'Only admins may do this',
  nameTaken: 'Another trick has this name',
  unavailable: 'The tricks service is unavailable',
} as const;
