import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Trick names from `events.tricks.trick-changed`, so a verification notification can name the trick. */
@Entity({ name: 'trick_names' })
export class TrickName {
  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'trick_names_pkey' })
  trickId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
