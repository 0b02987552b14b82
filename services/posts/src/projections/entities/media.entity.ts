import { mediaCopyTable } from '@boonies/platform';

/** The media service's items: what a post's uploaded photo or clip shows, and who may attach it. */
export const MEDIA = mediaCopyTable();
