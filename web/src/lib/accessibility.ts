import type { AccessibilityPreferences } from '@boonies/contracts/social';
import { readStorage, writeStorage } from './storage';

export const ACCESSIBILITY_STORAGE_KEY = 'boonies-accessibility';

export const DEFAULT_ACCESSIBILITY: AccessibilityPreferences = {
  reducedMotion: false,
  highContrast: false,
  largeText: false,
};

/** Each setting is one class on <html>; styles.css says what it changes. */
export const ACCESSIBILITY_CLASSES: Record<keyof AccessibilityPreferences, string> = {
  reducedMotion: 'reduce-motion',
  highContrast: 'high-contrast',
  largeText: 'large-text',
};

const KEYS = Object.keys(DEFAULT_ACCESSIBILITY) as (keyof AccessibilityPreferences)[];

/** This device's copy of the saved settings, so the first paint is right before the server answers. */
export function getAccessibility(): AccessibilityPreferences {
  const stored = readStorage(ACCESSIBILITY_STORAGE_KEY);
  if (!stored) return DEFAULT_ACCESSIBILITY;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_ACCESSIBILITY;
    const values = parsed as Record<string, unknown>;
    return Object.fromEntries(
      KEYS.map((key) => [key, typeof values[key] === 'boolean' ? values[key] : DEFAULT_ACCESSIBILITY[key]]),
    ) as unknown as AccessibilityPreferences;
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

export function applyAccessibility(preferences: AccessibilityPreferences = getAccessibility()): void {
  for (const key of KEYS) {
    document.documentElement.classList.toggle(ACCESSIBILITY_CLASSES[key], preferences[key]);
  }
}

export function setAccessibility(preferences: AccessibilityPreferences): void {
  const values = Object.fromEntries(KEYS.map((key) => [key, preferences[key]]));
  writeStorage(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(values));
  applyAccessibility(preferences);
}

/** Applies the stored settings now and follows a change saved in another tab. */
export function startAccessibilitySync(): () => void {
  applyAccessibility();
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESSIBILITY_STORAGE_KEY) applyAccessibility();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** For motion driven from script (smooth scrolling): the app's setting or the operating system's. */
export function prefersReducedMotion(): boolean {
  return (
    document.documentElement.classList.contains(ACCESSIBILITY_CLASSES.reducedMotion) ||
    Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}
