import {
  MEDIA_EVENTS,
  MediaDeletedV1,
  MediaFailedV1,
  type MediaKind,
  MediaReadyV1,
  type MediaRendition,
  type MediaStatus,
  MediaUploadedV1,
  type StoredFileDto,
} from '@boonies/contracts/media';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { EntitySchema, type DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { newerWins, type NewerWins } from './newer-wins';
import { qualifiedTable } from './qualified-table';

/**
 * A copy's status: the media service's, or `deleted` once its files are gone (terminal: no later event
 * brings it back). A deleted item shows as no media at all.
 */
export type MediaCopyStatus = Exclude<MediaStatus, 'uploading'> | 'deleted';

/** A row of a service's copy of the media items, from the media service's events. */
export interface MediaCopyRow {
  mediaId: string;
  ownerId: string;
  kind: MediaKind;
  status: MediaCopyStatus;
  /** Each served rendition's stored file, once ready. */
  files: Partial<Record<MediaRendition, StoredFileDto>> | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  blurhash: string | null;
  failureReason: string | null;
  /** The media item's revision the row shows; 0 for a placeholder made before the first event arrived. */
  revision: number;
}

/** The copy's table in every service that keeps one. */
export const MEDIA_COPY_TABLE = 'media';

/**
 * A service's copy of the media items (`media`, keyed by `media_id`, newest `revision` kept), fed by a
 * {@link MediaCopyConsumer}; its migration runs {@link createMediaCopyTable}. Each service registers it among
 * its entities, in its own schema.
 */
export function mediaCopyTable(): EntitySchema<MediaCopyRow> {
  return new EntitySchema<MediaCopyRow>({
    name: 'MediaCopy',
    tableName: MEDIA_COPY_TABLE,
    columns: {
      mediaId: {
        name: 'media_id',
        type: 'uuid',
        primary: true,
        primaryKeyConstraintName: `${MEDIA_COPY_TABLE}_pkey`,
      },
      ownerId: { name: 'owner_id', type: 'uuid' },
      kind: { name: 'kind', type: 'text' },
      status: { name: 'status', type: 'text' },
      files: { name: 'files', type: 'jsonb', nullable: true },
      width: { name: 'width', type: 'integer', nullable: true },
      height: { name: 'height', type: 'integer', nullable: true },
      durationMs: { name: 'duration_ms', type: 'integer', nullable: true },
      blurhash: { name: 'blurhash', type: 'text', nullable: true },
      failureReason: { name: 'failure_reason', type: 'text', nullable: true },
      revision: { name: 'revision', type: 'integer' },
    },
  });
}

/** Creates the copy's table as {@link mediaCopyTable} declares it, in the migrating service's schema. */
export async function createMediaCopyTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE ${qualifiedTable(queryRunner, MEDIA_COPY_TABLE)} (
      "media_id" uuid NOT NULL,
      "owner_id" uuid NOT NULL,
      "kind" text NOT NULL,
      "status" text NOT NULL,
      "files" jsonb,
      "width" integer,
      "height" integer,
      "duration_ms" integer,
      "blurhash" text,
      "failure_reason" text,
      "revision" integer NOT NULL,
      CONSTRAINT "${MEDIA_COPY_TABLE}_pkey" PRIMARY KEY ("media_id")
    )`);
}

export async function dropMediaCopyTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, MEDIA_COPY_TABLE)}`);
}

const COPY_COLUMNS = [
  'owner_id',
  'kind',
  'status',
  'files',
  'width',
  'height',
  'duration_ms',
  'blurhash',
  'failure_reason',
] as const;
type CopyColumn = (typeof COPY_COLUMNS)[number];
type CopyRecord = Record<'media_id' | CopyColumn | 'revision', unknown>;

/** What a written media event said of the item, for the hook that follows it. */
export interface MediaCopyChange {
  mediaId: string;
  ownerId: string;
  kind: MediaKind;
  status: MediaCopyStatus;
  revision: number;
}

/**
 * Keeps a service's copy of the media items from the media service's `media-uploaded`, `media-ready`,
 * `media-failed` and `media-deleted` events: a revision is applied only when newer than the stored one, and
 * nothing is applied to a deleted item, so a late or repeated event never rolls the copy back. A service's
 * consumer extends it; {@link mediaWritten} is its hook for what follows a written change.
 */
export abstract class MediaCopyConsumer {
  private readonly copy: NewerWins<'media_id', CopyColumn, 'revision'>;

  protected constructor(dataSource: DataSource, table: EntitySchema<MediaCopyRow>) {
    const path = dataSource.getMetadata(table).tablePath;
    this.copy = newerWins({
      table: path,
      key: ['media_id'],
      columns: COPY_COLUMNS,
      version: 'revision',
      onlyIf: (value) =>
        `NOT EXISTS (SELECT 1 FROM ${path} d WHERE d.media_id = ${value('media_id')} AND d.status = 'deleted')`,
    });
  }

  @EventHandler(MEDIA_EVENTS.mediaUploaded)
  async onUploaded(media: MediaUploadedV1, { manager }: EventContext<MediaUploadedV1>): Promise<void> {
    await this.write(manager, media, 'processing', {});
  }

  @EventHandler(MEDIA_EVENTS.mediaReady)
  async onReady(media: MediaReadyV1, { manager }: EventContext<MediaReadyV1>): Promise<void> {
    await this.write(manager, media, 'ready', {
      files: media.files,
      width: media.width,
      height: media.height,
      duration_ms: media.durationMs ?? null,
      blurhash: media.blurhash ?? null,
    });
  }

  @EventHandler(MEDIA_EVENTS.mediaFailed)
  async onFailed(media: MediaFailedV1, context: EventContext<MediaFailedV1>): Promise<void> {
    await this.write(context.manager, media, 'failed', { failure_reason: media.reason });
  }

  @EventHandler(MEDIA_EVENTS.mediaDeleted)
  async onDeleted(media: MediaDeletedV1, { manager }: EventContext<MediaDeletedV1>): Promise<void> {
    await this.write(manager, media, 'deleted', {});
  }

  /** Called in the event's transaction with the change just written (not one a newer revision kept out). */
  protected async mediaWritten(_manager: EntityManager, _change: MediaCopyChange): Promise<void> {}

  private async write(
    manager: EntityManager,
    media: MediaDeletedV1,
    status: MediaCopyStatus,
    details: Partial<CopyRecord>,
  ): Promise<void> {
    const row: CopyRecord = {
      media_id: media.mediaId,
      owner_id: media.ownerId,
      kind: media.kind,
      status,
      files: null,
      width: null,
      height: null,
      duration_ms: null,
      blurhash: null,
      failure_reason: null,
      ...details,
      revision: media.revision,
    };
    if (row.files !== null) row.files = JSON.stringify(row.files);
    if (await this.copy.apply(manager, row)) {
      await this.mediaWritten(manager, {
        mediaId: media.mediaId,
        ownerId: media.ownerId,
        kind: media.kind,
        status,
        revision: media.revision,
      });
    }
  }
}

/**
 * Makes a row for a media item the copy has not heard of yet (the upload's events may lag the skater's
 * next request by milliseconds): owned by the caller, processing, revision 0, so the item's first event
 * replaces it. Says whether it was made (false: a row exists).
 */
export async function insertMediaPlaceholder(
  manager: EntityManager,
  table: string,
  placeholder: { mediaId: string; ownerId: string; kind: MediaKind },
): Promise<boolean> {
  const made = await manager.query<unknown[]>(
    `INSERT INTO ${table} (media_id, owner_id, kind, status, revision)
     VALUES ($1, $2, $3, 'processing', 0)
     ON CONFLICT (media_id) DO NOTHING RETURNING media_id`,
    [placeholder.mediaId, placeholder.ownerId, placeholder.kind],
  );
  return made.length > 0;
}

/** Marks the copy of an item deleted (its files go with what it was attached to); terminal. */
export async function markMediaDeleted(
  manager: EntityManager,
  table: string,
  mediaId: string,
): Promise<void> {
  await manager.query(`UPDATE ${table} SET status = 'deleted' WHERE media_id = $1`, [mediaId]);
}
