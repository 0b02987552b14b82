import { privacySettingsTable } from '@boonies/platform';

/** The switches the access policy reads for progress, profiles and the leaderboard. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile', 'show_progress', 'show_followers', 'allow_messages', 'appear_on_leaderboard'],
  // Added to a filled table, these three start on for the rows already there.
  defaultOn: ['show_followers', 'allow_messages', 'appear_on_leaderboard'],
});
