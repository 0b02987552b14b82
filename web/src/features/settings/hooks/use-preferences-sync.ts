import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesQueryOptions } from '../api/preferences';
import { commitAppearance } from '../appearance';

/**
 * The theme and accessibility settings follow the account, not just the device: once the server's copy
 * arrives (after sign-in, on another phone) it replaces the local one the first paint used.
 */
export function usePreferencesSync(): void {
  const { data } = useQuery(preferencesQueryOptions());
  useEffect(() => {
    if (data) commitAppearance(data);
  }, [data]);
}
