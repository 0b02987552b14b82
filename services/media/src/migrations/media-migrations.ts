import { CreateMedia1765000000000 } from './create-media.migration';
import { IndexMediaFiles1765000000001 } from './index-media-files.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const MEDIA_MIGRATIONS = [CreateMedia1765000000000, IndexMediaFiles1765000000001];
