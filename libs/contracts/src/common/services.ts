/** Every backend service, by the name it uses in subjects, schemas and queue groups. */
export const SERVICE_NAMES = [
  'auth',
  'tricks',
  'posts',
  'verification',
  'messaging',
  'sponsorships',
  'admin',
  'games',
  'media',
  'webhooks',
  'social',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
