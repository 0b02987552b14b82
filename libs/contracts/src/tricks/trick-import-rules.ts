/** Limits of the admin trick import, shared by the tricks service, the gateway and the web. */

/** Largest import file, in characters of its text. */
/** The whole file travels in one NATS message (1 MB by default), with room for the envelope. */
export const TRICK_IMPORT_MAX_CHARS = 900 * 1024;
/** Rows written per transaction when an import is applied. */
export const TRICK_IMPORT_BATCH = 50;
export const TRICK_IMPORT_FORMATS = ['json', 'csv'] as const;
export type TrickImportFormat = (typeof TRICK_IMPORT_FORMATS)[number];

/** The CSV header an import file starts with; list fields hold items separated by `|`. */
export const TRICK_IMPORT_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'difficulty',
  'points',
  'description',
  'videoUrl',
  'prerequisites',
  'setup',
  'steps',
  'commonMistakes',
  'proTips',
  // Added after the others, so files written to the older header still line up.
  'aliases',
] as const;
