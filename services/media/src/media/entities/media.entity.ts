import type { StoredFileDto } from '@boonies/contracts/media';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A photo or clip: the upload's declared facts, its state, the renditions once processed, and the post that
 * carries it. `expires_at` is when the sweep deletes it unless a post took it first.
 */
@Entity({ name: 'media' })
@Check('media_kind', `"kind" IN ('image', 'video')`)
@Check('media_status', `"status" IN ('uploading', 'processing', 'ready', 'failed')`)
@Index('media_owner_created_idx', ['ownerId', 'createdAt'])
@Index('media_post_idx', ['postId'], { where: '"post_id" IS NOT NULL' })
@Index('media_expires_idx', ['expiresAt'], { where: '"expires_at" IS NOT NULL' })
@Index('media_processing_idx', ['updatedAt'], { where: `"status" = 'processing'` })
// GIN with jsonb_path_ops: which item names a stored file (IndexMediaFiles migration).
@Index('media_files_idx', { synchronize: false })
export class Media {
  @PrimaryColumn({ name: 'id', type: 'uuid', primaryKeyConstraintName: 'media_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ name: 'kind', type: 'text' })
  kind!: string;

  @Column({ name: 'status', type: 'text' })
  status!: string;

  /** The size the upload declared (`Upload-Length`): the quota counts it, the stored bytes must match it. */
  @Column({ name: 'size', type: 'bigint' })
  size!: string;

  @Column({ name: 'mime_type', type: 'text' })
  mimeType!: string;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName!: string | null;

  /** Where the upload transport keeps the original's bytes. */
  @Column({ name: 'upload_key', type: 'text' })
  uploadKey!: string;

  /** Each rendition's stored file, once ready. */
  @Column({ name: 'files', type: 'jsonb', nullable: true })
  files!: Record<string, StoredFileDto> | null;

  @Column({ name: 'width', type: 'integer', nullable: true })
  width!: number | null;

  @Column({ name: 'height', type: 'integer', nullable: true })
  height!: number | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs!: number | null;

  @Column({ name: 'blurhash', type: 'text', nullable: true })
  blurhash!: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  /** The post carrying it; set once, and then the post's deletion deletes it. */
  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId!: string | null;

  @Column({ name: 'revision', type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
