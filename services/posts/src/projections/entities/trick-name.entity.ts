import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A catalogue trick's name, from `events.tricks.trick-changed`; tags must name one of these. */
@Entity({ name: 'tricks' })
export class TrickName {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tricks_pkey' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** When the change happened, so a late older event is ignored. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
