import { useCallback, useState } from 'react';

// localStorage throws when storage is disabled (some private browsing modes): the app then simply
// forgets preferences when the page closes instead of failing.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Kept in memory only; see above.
  }
}

/** A boolean preference remembered on this device. */
export function useStoredBoolean(key: string, defaultValue: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = readStorage(key);
    return stored === null ? defaultValue : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
