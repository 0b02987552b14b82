import {
  DEFAULT_PREFERENCES,
  type PreferencesDto,
  type UpdatePreferencesDto,
} from '@boonies/contracts/social';
import type { Preferences } from './entities/preferences.entity';

type Stored = Pick<Preferences, 'notifications' | 'push' | 'privacy' | 'accessibility' | 'theme'>;

/** Only the switches a change names: validated objects may carry the others as `undefined`. */
function named<T extends object>(change: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(change ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Stored settings over the defaults (a user who never saved has none stored). */
export function effectivePreferences(stored: Stored | null | undefined): PreferencesDto {
  return {
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...named(stored?.notifications) },
    push: { ...DEFAULT_PREFERENCES.push, ...named(stored?.push) },
    privacy: { ...DEFAULT_PREFERENCES.privacy, ...named(stored?.privacy) },
    accessibility: { ...DEFAULT_PREFERENCES.accessibility, ...named(stored?.accessibility) },
    theme: stored?.theme ?? DEFAULT_PREFERENCES.theme,
  };
}

/** The settings after a change: what it names replaces, everything else stays as it was. */
export function mergePreferences(current: PreferencesDto, change: UpdatePreferencesDto): PreferencesDto {
  return {
    notifications: { ...current.notifications, ...named(change.notifications) },
    push: { ...current.push, ...named(change.push) },
    privacy: { ...current.privacy, ...named(change.privacy) },
    accessibility: { ...current.accessibility, ...named(change.accessibility) },
    theme: change.theme ?? current.theme,
  };
}
