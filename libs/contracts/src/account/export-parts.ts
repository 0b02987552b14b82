import type { ServiceName } from '../common/services';

/**
 * The parts of Download Your Data, one per service, fetched one by one so the web app can show progress.
 * `account` is the auth service's part; `social` holds preferences, follows and blocks.
 */
export const EXPORT_PARTS = [
  'account',
  'tricks',
  'posts',
  'verification',
  'messaging',
  'sponsorships',
  'admin',
  'games',
  'media',
  'social',
] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

/** The service answering each part. */
export const EXPORT_PART_SERVICES: Record<ExportPart, ServiceName> = {
  account: 'auth',
  tricks: 'tricks',
  posts: 'posts',
  verification: 'verification',
  messaging: 'messaging',
  sponsorships: 'sponsorships',
  admin: 'admin',
  games: 'games',
  media: 'media',
  social: 'social',
};
