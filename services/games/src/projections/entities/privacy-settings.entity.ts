import { privacySettingsTable } from '@boonies/platform';

/** The switches the access policy reads for challenges, records and the games leaderboard. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['allow_messages', 'public_profile', 'show_progress', 'appear_on_leaderboard'],
});
