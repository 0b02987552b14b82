import type { TrickDto } from '@boonies/contracts/tricks';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Where a trick comes from: the shipped catalogue, or an admin who added it. */
export type TrickSource = 'catalogue' | 'admin';

/** A catalogue entry. Admin edits set `editedAt`, and a newer catalogue version leaves such entries alone. */
@Entity({ name: 'tricks' })
@Check('tricks_stance_check', `"stance" IN ('regular', 'fakie', 'switch', 'nollie')`)
@Check('tricks_points_check', '"points" BETWEEN 1 AND 100')
@Check('tricks_resolved_points_check', '"resolved_points" > 0')
@Check('tricks_source_check', `"source" IN ('catalogue', 'admin')`)
export class Trick {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tricks_pkey' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Other names skaters use for the trick ("tre flip" for the 360 flip); searches match them too. */
  @Column({ type: 'text', array: true, default: '{}' })
  aliases!: string[];

  @Column({ type: 'text' })
  category!: string;

  /** As given: a label (Beginner … Elite) or a number 1–5. */
  @Column({ type: 'text' })
  difficulty!: string;

  @Column({ name: 'base_trick', type: 'text' })
  baseTrick!: string;

  @Column({ type: 'text' })
  stance!: TrickDto['stance'];

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl!: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  prerequisites!: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  setup!: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  steps!: string[];

  @Column({ name: 'common_mistakes', type: 'text', array: true, default: '{}' })
  commonMistakes!: string[];

  @Column({ name: 'pro_tips', type: 'text', array: true, default: '{}' })
  proTips!: string[];

  /** The trick's own worth, when it has one. */
  @Column({ type: 'integer', nullable: true })
  points!: number | null;

  /** What the trick is worth: its own points or its difficulty's. Scores sum this column. */
  @Column({ name: 'resolved_points', type: 'integer' })
  resolvedPoints!: number;

  @Column({ type: 'text' })
  source!: TrickSource;

  /** The catalogue version that last wrote the entry. */
  @Column({ name: 'catalogue_version', type: 'text', nullable: true })
  catalogueVersion!: string | null;

  /** Set by an admin's edit; from then on catalogue updates skip the entry. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
