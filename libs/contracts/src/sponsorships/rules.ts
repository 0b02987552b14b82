/** The states a stored sponsorship can be in; `removed` only ever travels in events (the row is deleted). */
export const SPONSORSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/** The athlete's two answers to a pending request. */
export const SPONSORSHIP_ANSWERS = ['accepted', 'rejected'] as const;
export type SponsorshipAnswer = (typeof SPONSORSHIP_ANSWERS)[number];

/** A pair holds at most one of these at a time; a rejected pair may be requested again. */
export const LIVE_SPONSORSHIP_STATUSES = ['pending', 'accepted'] as const;

export const SPONSORSHIP_MESSAGES = {
  brandsOnly: 'Only brand accounts can send sponsorship requests',
  toBrand: 'Cannot send sponsorship requests to brand accounts',
  toSelf: 'You cannot sponsor yourself',
  notAsYourself: 'Sponsorship requests are sent as the signed-in brand',
  duplicate: 'Already exists',
  unknownAthlete: 'No such skater',
  athleteId: 'userId (or user_id) must be a valid user id',
  oneAthleteId: 'Send the athlete as userId or as user_id, not both',
  initialStatus: 'A sponsorship request starts as pending',
  answer: 'status must be accepted or rejected',
  athleteOnly: 'Only the athlete can answer a sponsorship request',
  alreadyAnswered: 'This request was already answered',
  brandOnly: 'Only the brand can remove a sponsorship',
  rejectedIsFinal: 'A rejected request cannot be removed',
  listScope: 'Only the brand, the athlete or an admin can see requests that are not accepted',
  listEverything: 'Only admins can list every sponsorship; pass brandId or athleteId',
} as const;
