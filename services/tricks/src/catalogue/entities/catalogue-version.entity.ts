import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A catalogue version already merged into `tricks`: starting again with it changes nothing. */
@Entity({ name: 'catalogue_versions' })
export class CatalogueVersion {
  /** A hash of the catalogue files' entries. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'catalogue_versions_pkey' })
  version!: string;

  @Column({ name: 'entry_count', type: 'integer' })
  entryCount!: number;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt!: Date;
}
