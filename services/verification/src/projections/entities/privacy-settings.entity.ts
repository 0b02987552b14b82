import { privacySettingsTable } from '@boonies/platform';

/** A poster's switches decide who may see and vote on their trick videos. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'privacy_settings',
  switches: ['public_profile', 'show_progress', 'show_followers', 'allow_messages'],
});
