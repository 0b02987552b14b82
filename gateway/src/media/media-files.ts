import type { MediaFileGrant } from '@boonies/contracts/media';

/** How long a browser may keep a rendition: its key is content-addressed, but access may be withdrawn. */
export const RENDITION_CACHE_CONTROL = 'private, max-age=300';

/** A strong tag from the stored file's key, which names its content: the same key, the same bytes. */
export function entityTagOf(grant: MediaFileGrant): string {
  const name = grant.key.slice(grant.key.lastIndexOf('/') + 1);
  return `"${name.replace(/[^A-Za-z0-9._-]/g, '')}"`;
}

/** Whether `If-None-Match` names the file's tag (or `*`). */
export function holdsCurrentFile(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/** `If-Range`: the range applies only while the browser's copy is still this file; otherwise send it all. */
export function rangeStillApplies(ifRange: string | undefined, tag: string): boolean {
  return ifRange === undefined || ifRange.trim() === tag;
}
