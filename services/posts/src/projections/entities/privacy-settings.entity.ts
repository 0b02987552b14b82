import { privacySettingsTable } from '@boonies/platform';

/** Only Public Profile matters to feeds: off, only the author and their followers see the author's posts. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile'],
  indexPrivate: true,
});
