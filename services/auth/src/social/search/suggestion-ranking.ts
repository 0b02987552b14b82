/** A skater who could be suggested, with what ranks them. */
export interface SuggestionCandidate {
  id: string;
  /** People the caller follows who follow this skater. */
  mutualFollows: number;
  /** From the tricks service's scores; 1 for a skater without any. */
  level: number;
  createdAt: Date;
}

/** Most mutual follows first, then the closest level to the caller's, then the newest account. */
export function rankSuggestions<T extends SuggestionCandidate>(
  candidates: T[],
  callerLevel: number,
  count: number,
): T[] {
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  unique.sort(
    (a, b) =>
      b.mutualFollows - a.mutualFollows ||
      Math.abs(a.level - callerLevel) - Math.abs(b.level - callerLevel) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (a.id < b.id ? -1 : 1),
  );
  return unique.slice(0, count);
}
