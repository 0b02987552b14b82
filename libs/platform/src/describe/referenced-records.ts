import type { ServiceName } from '@boonies/contracts/common';

export interface RecordReference {
  service: ServiceName;
  table: string;
  column: string;
}

const USER: RecordReference = { service: 'auth', table: 'users', column: 'id' };
const POST: RecordReference = { service: 'posts', table: 'posts', column: 'id' };
const TRICK: RecordReference = { service: 'tricks', table: 'tricks', column: 'id' };
const VERIFICATION: RecordReference = { service: 'verification', table: 'verifications', column: 'id' };
const SPONSORSHIP: RecordReference = { service: 'sponsorships', table: 'sponsorships', column: 'id' };

/**
 * Column names that hold the id of a record another service owns. Services keep such ids as plain columns
 * (a database cannot enforce a reference across schemas owned by different services), so the data map
 * reads these names to draw them as logical relations.
 */
const REFERENCED_RECORDS: ReadonlyMap<string, RecordReference> = new Map(
  Object.entries({
    user_id: USER,
    from_user_id: USER,
    acting_user_id: USER,
    acting_as: USER,
    actor_id: USER,
    follower_id: USER,
    following_id: USER,
    blocker_id: USER,
    blocked_id: USER,
    brand_id: USER,
    athlete_id: USER,
    challenger_id: USER,
    sender_id: USER,
    recipient_id: USER,
    poster_id: USER,
    verified_by: USER,
    owner_id: USER,
    post_id: POST,
    trick_id: TRICK,
    verification_id: VERIFICATION,
    sponsorship_id: SPONSORSHIP,
  }),
);

/** The record a column of this name refers to, if the name is one of the known references. */
export function referencedRecord(column: string): RecordReference | undefined {
  return REFERENCED_RECORDS.get(column);
}

/** Columns whose values are links to images and videos hosted elsewhere: only the address is stored. */
const MEDIA_URL_COLUMN = /(^|_)(url|picture|video|image)$/;

export function isMediaUrlColumn(column: string, type: string): boolean {
  return type === 'text' && MEDIA_URL_COLUMN.test(column);
}
