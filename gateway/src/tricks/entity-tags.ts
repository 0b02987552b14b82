/** A strong entity tag for a version string. */
export function entityTagOf(version: string): string {
  return `"${version}"`;
}

/** Whether `If-None-Match` names `tag`: `*`, or any listed tag by weak comparison (RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
