import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What a vote weighs depends on who casts it: the auth service's `user-*` events, newest revision kept. */
@Entity({ name: 'voters' })
export class Voter {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'voters_pkey' })
  userId!: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_trusted', type: 'boolean', default: false })
  isTrusted!: boolean;

  /** The revision of the account this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
