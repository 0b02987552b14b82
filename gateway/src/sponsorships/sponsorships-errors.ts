/** What the error answers of the sponsorship routes mean, for their OpenAPI descriptions. */
export const SPONSORSHIPS_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  badId: 'An id is not a UUID; `field` names it',
  noSponsorship: 'No such sponsorship',
  unavailable: 'The sponsorships service is unavailable',
} as const;
