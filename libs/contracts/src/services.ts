/** Every backend service, by the name it uses in subjects, schemas and queue groups. */
export const SERVICE_NAMES = [
  'auth',
  'tricks',
  'posts',
  'verification',
  'messaging',
  'sponsorships',
  'admin',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Node's options for every service process (NODE_OPTIONS), however it is started: `npm start`, the test and
 * benchmark harness, compose and Kubernetes (the deploy tests check they agree).
 *
 * A service's live heap is about 40 MB, but V8 sizes its old space from the machine's memory and under load
 * lets garbage pile up there to 130 MB before a full collection, which took a busy service past 200 MB of
 * resident memory. Capped at 128 MB it collects sooner and stays near 140 MB, for about a fifth more CPU per
 * page on a saturated feed.
 */
export const SERVICE_NODE_OPTIONS = '--max-old-space-size=128';
