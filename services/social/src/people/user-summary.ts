import type { UserSummaryDto } from '@boonies/contracts/social';
import type { Person } from './entities/person.entity';

/** The columns of a `UserSummaryDto`, named as it names them, for hand-written SQL over `people`. */
export function summaryColumns(alias: string): string {
  return [
    `${alias}.user_id AS id`,
    `${alias}.username`,
    `${alias}.display_name AS "displayName"`,
    `${alias}.profile_picture AS "profilePicture"`,
    `${alias}.pro_status AS "proStatus"`,
    `${alias}.amateur_status AS "amateurStatus"`,
    `${alias}.flow_status AS "flowStatus"`,
    `${alias}.is_brand AS "isBrand"`,
    `${alias}.is_verified AS "isVerified"`,
  ].join(', ');
}

/** A skater as lists show them, from an account or a row with more columns than that. */
export function toUserSummary(source: UserSummaryDto): UserSummaryDto {
  return {
    id: source.id,
    username: source.username,
    displayName: source.displayName,
    profilePicture: source.profilePicture,
    proStatus: source.proStatus,
    amateurStatus: source.amateurStatus,
    flowStatus: source.flowStatus,
    isBrand: source.isBrand,
    isVerified: source.isVerified,
  };
}

/** A skater as lists show them, from their row of `people`. */
export function personSummary(person: Person): UserSummaryDto {
  return toUserSummary({ ...person, id: person.userId });
}
