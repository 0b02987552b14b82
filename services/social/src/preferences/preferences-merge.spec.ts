import { DEFAULT_PREFERENCES, type UpdatePreferencesDto } from '@boonies/contracts/social';
import { effectivePreferences, mergePreferences } from './preferences-merge';

describe('effectivePreferences', () => {
  it('gives the defaults to a user who never saved', () => {
    expect(effectivePreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it('lays stored switches over the defaults, group by group', () => {
    const stored = {
      notifications: { email: true },
      push: { games: false },
      privacy: {},
      accessibility: {},
      theme: 'light' as const,
    };
    expect(effectivePreferences(stored)).toEqual({
      ...DEFAULT_PREFERENCES,
      notifications: { ...DEFAULT_PREFERENCES.notifications, email: true },
      push: { ...DEFAULT_PREFERENCES.push, games: false },
      theme: 'light',
    });
  });
});

describe('mergePreferences', () => {
  it('changes only what is named, ignoring switches left undefined', () => {
    const change = {
      privacy: { publicProfile: false, showProgress: undefined },
      accessibility: { largeText: true },
    } as UpdatePreferencesDto;
    expect(mergePreferences(DEFAULT_PREFERENCES, change)).toEqual({
      ...DEFAULT_PREFERENCES,
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile: false },
      accessibility: { ...DEFAULT_PREFERENCES.accessibility, largeText: true },
    });
  });

  it('keeps everything for an empty change', () => {
    expect(mergePreferences(DEFAULT_PREFERENCES, {})).toEqual(DEFAULT_PREFERENCES);
  });
});
