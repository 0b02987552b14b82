/**
 * The user summary columns of the accounts copy, aliased as `UserSummaryDto`. The auth events carry no
 * verification badge, so nobody shows as verified here.
 */
export const USER_SUMMARY_COLUMNS = (alias: string) =>
  `${alias}.user_id AS id, ${alias}.username, ${alias}.display_name AS "displayName",
   ${alias}.profile_picture AS "profilePicture", ${alias}.pro_status AS "proStatus",
   ${alias}.amateur_status AS "amateurStatus", ${alias}.flow_status AS "flowStatus",
   ${alias}.is_brand AS "isBrand", false AS "isVerified"`;
