import { STORE_LINK_MAX } from '@boonies/contracts/admin';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The single row of park-wide settings (see the migration's check). */
export const SITE_SETTINGS_ID = 1;

@Entity({ name: 'site_settings' })
@Check('site_settings_single_row', `"id" = ${SITE_SETTINGS_ID}`)
export class SiteSettings {
  @PrimaryColumn({
    type: 'smallint',
    default: SITE_SETTINGS_ID,
    primaryKeyConstraintName: 'site_settings_pkey',
  })
  id!: number;

  @Column({ name: 'store_url', type: 'varchar', length: STORE_LINK_MAX, nullable: true })
  storeUrl!: string | null;

  /** The admin who saved last (the real admin, never a puppet). */
  @Column({ name: 'updated_by', type: 'uuid' })
  updatedBy!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
