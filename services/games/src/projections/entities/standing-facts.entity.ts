import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** When an account signed up (`auth.user-signed-up`): a player's account age. */
@Entity({ name: 'sign_ups' })
export class SignUp {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'sign_ups_pkey' })
  userId!: string;

  @Column({ name: 'signed_up_at', type: 'timestamptz' })
  signedUpAt!: Date;
}

/** A moderator's warning (`admin.user-warned`), one per case: recent ones lower a player's standing. */
@Entity({ name: 'warnings' })
@Index('warnings_user_idx', ['userId', 'warnedAt'])
export class Warning {
  @PrimaryColumn({ name: 'case_id', type: 'uuid', primaryKeyConstraintName: 'warnings_pkey' })
  caseId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'warned_at', type: 'timestamptz' })
  warnedAt!: Date;
}

/** A suspension (`auth.user-suspension-changed` with an end), one per event: a recent one voids standing. */
@Entity({ name: 'suspensions' })
@Index('suspensions_user_idx', ['userId', 'suspendedAt'])
export class Suspension {
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'suspensions_pkey' })
  eventId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'suspended_at', type: 'timestamptz' })
  suspendedAt!: Date;
}
