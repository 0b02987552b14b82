import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

export const THEME_STORAGE_KEY = 'boonies-theme';
export const DEFAULT_THEME: ThemePreference = 'dark';

/** The browser chrome (address bar on phones) takes the page's background colour. */
const THEME_COLORS: Record<ResolvedTheme, string> = { dark: '#0b0c16', light: '#f6f7fb' };
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

export function getThemePreference(): ThemePreference {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : DEFAULT_THEME;
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return window.matchMedia?.(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** Puts the theme on <html>: the `dark` class switches every colour token in the stylesheet. */
export function applyTheme(preference: ThemePreference = getThemePreference()): void {
  const theme = resolveTheme(preference);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function setThemePreference(preference: ThemePreference): void {
  writeStorage(THEME_STORAGE_KEY, preference);
  applyTheme(preference);
  notifyThemeListeners();
}

/**
 * Keeps the page in step with the operating system's scheme (for "system") and with a choice made in
 * another tab. Returns the function that stops listening.
 */
export function startThemeSync(): () => void {
  applyTheme();
  const media = window.matchMedia?.(DARK_SCHEME_QUERY);
  const onSystemChange = () => {
    if (getThemePreference() === 'system') applyTheme('system');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme();
    notifyThemeListeners();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

function notifyThemeListeners(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored preference, re-rendering when it changes here or in another tab. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getThemePreference, () => DEFAULT_THEME);
}
