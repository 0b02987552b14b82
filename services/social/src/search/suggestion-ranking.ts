/** A skater who could be suggested, with what ranks them. */
export interface SuggestionCandidate {
  id: string;
  /** People the caller follows who follow this skater. */
  mutualFollows: number;
  /**
   * What the caller may see of the skater's recent doing (`suggestionActivity`): posts of the last 30 days,
   * verified tricks and a score that moved lately. Never 0: a skater with nothing to show is not suggested.
   */
  activity: number;
  /** From the tricks service's scores; 1 for a skater without any. */
  level: number;
  createdAt: Date;
}

/**
 * Most mutual follows first, then the most active, then the closest level to the caller's, then the newest
 * account.
 */
export function rankSuggestions<T extends SuggestionCandidate>(
  candidates: T[],
  callerLevel: number,
  count: number,
): T[] {
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  unique.sort(
    (a, b) =>
      b.mutualFollows - a.mutualFollows ||
      b.activity - a.activity ||
      Math.abs(a.level - callerLevel) - Math.abs(b.level - callerLevel) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (a.id < b.id ? -1 : 1),
  );
  return unique.slice(0, count);
}
