import { STORE_LINK_MAX } from '@boonies/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The single row of park-wide settings (see the migration's check). */
export const SITE_SETTINGS_ID = 1;

@Entity({ name: 'site_settings' })
export class SiteSettings {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'site_settings_pkey' })
  id!: number;

  @Column({ name: 'store_url', type: 'varchar', length: STORE_LINK_MAX, nullable: true })
  storeUrl!: string | null;

  /** The admin who saved last (the real admin, never a puppet). */
  @Column({ name: 'updated_by', type: 'uuid' })
  updatedBy!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
