import { privacySettingsTable } from '@boonies/platform';

/** Public Profile: a private skater's answers are for approved followers only. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile'],
});
