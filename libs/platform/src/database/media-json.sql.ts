import { MEDIA_RENDITIONS, type MediaDto, type MediaRendition, mediaUrl } from '@boonies/contracts/media';

/** A string SQL literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The URL of a rendition of the item `idSql` names, built from `mediaUrl` so the two cannot differ. */
function renditionUrlSql(idSql: string, rendition: MediaRendition): string {
  const marker = '\u0000';
  const [before, after] = mediaUrl(marker, rendition).split(marker);
  return `${literal(before)} || ${idSql} || ${literal(after)}`;
}

/** The URL of the kind's rendition at `index` (0: what plays in a feed, 1: the full view or poster). */
function kindUrlSql(alias: string, index: 0 | 1): string {
  const cases = Object.entries(MEDIA_RENDITIONS)
    .map(
      ([kind, renditions]) =>
        `WHEN ${literal(kind)} THEN ${renditionUrlSql(`${alias}.media_id::text`, renditions[index])}`,
    )
    .join(' ');
  return `CASE WHEN ${alias}.status = 'ready' THEN CASE ${alias}.kind ${cases} END END`;
}

/**
 * The `MediaDto` of the copy's row aliased `alias` (a `LEFT JOIN` of the copy on the item's id), as a
 * `json` value; `NULL` when there is no item or it was deleted. One expression of the row, so a feed still
 * reads each page in one statement. The URLs are given only once the item is ready.
 */
export function mediaJsonSql(alias: string): string {
  const fields: { [Field in keyof MediaDto]-?: string } = {
    id: `${alias}.media_id`,
    kind: `${alias}.kind`,
    status: `${alias}.status`,
    url: kindUrlSql(alias, 0),
    fullUrl: kindUrlSql(alias, 1),
    width: `${alias}.width`,
    height: `${alias}.height`,
    durationMs: `${alias}.duration_ms`,
    blurhash: `${alias}.blurhash`,
    failureReason: `CASE WHEN ${alias}.status = 'failed' THEN ${alias}.failure_reason END`,
  };
  const pairs = Object.entries(fields)
    .map(([field, sql]) => `${literal(field)}, ${sql}`)
    .join(', ');
  return `CASE WHEN ${alias}.media_id IS NULL OR ${alias}.status = 'deleted' THEN NULL
               ELSE json_build_object(${pairs}) END`;
}
