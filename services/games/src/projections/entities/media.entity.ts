import { mediaCopyTable } from '@boonies/platform';

/** The media service's items: the uploaded clips of the trick videos a game shows. */
export const MEDIA = mediaCopyTable();
