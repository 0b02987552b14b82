import { privacySettingsTable } from '@boonies/platform';

/** The switches that decide what any member sees of a skater's posts and progress. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'privacy_settings',
  switches: ['public_profile', 'show_progress'],
});
