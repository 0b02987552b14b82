import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts/social';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api/client';
import { athleteSearchKey } from './query-keys';
import { useDebouncedValue } from './use-debounced-value';

/** Wait for a pause in typing before asking. */
const SKATER_SEARCH_DEBOUNCE_MS = 300;

/** The user search without brand accounts: brands neither play games nor get sponsored. */
function searchSkaters(q: string, signal?: AbortSignal): Promise<UserSummaryDto[]> {
  return api.GET('/api/users/search', { params: { query: { q, excludeBrands: true } }, signal });
}

/**
 * A search for skaters as they are typed: the text, and the answers for it once typing pauses. Nothing is
 * asked below the minimum length; games and sponsorships share the answers.
 */
export function useSkaterSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SKATER_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({
    queryKey: athleteSearchKey(query),
    queryFn: ({ signal }) => searchSkaters(query, signal),
    staleTime: 30_000,
    enabled: searching,
  });
  return { text, setText, query, searching, results };
}

export type SkaterSearchState = ReturnType<typeof useSkaterSearch>;
