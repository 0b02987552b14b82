import { tablePaths } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Media } from '../media/entities/media.entity';

export const MEDIA_ENTITIES = [Media];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function mediaTables(dataSource: DataSource) {
  return tablePaths(dataSource, { media: Media });
}

export type MediaTables = ReturnType<typeof mediaTables>;
