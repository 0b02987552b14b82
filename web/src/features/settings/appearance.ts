import type { PreferencesDto } from '@boonies/contracts/social';
import { applyAccessibility, setAccessibility } from '@/lib/accessibility';
import { applyTheme, setThemePreference } from '@/lib/theme';

type Appearance = Pick<PreferencesDto, 'theme' | 'accessibility'>;

/** Shows settings without keeping them: the Settings screen previews a choice before it is saved. */
export function previewAppearance({ theme, accessibility }: Appearance): void {
  applyTheme(theme);
  applyAccessibility(accessibility);
}

/** Goes back to what this device has kept (the last saved settings). */
export function restoreAppearance(): void {
  applyTheme();
  applyAccessibility();
}

/** Saved settings become this device's copy too, so the next visit paints right at once. */
export function commitAppearance({ theme, accessibility }: Appearance): void {
  setThemePreference(theme);
  setAccessibility(accessibility);
}
