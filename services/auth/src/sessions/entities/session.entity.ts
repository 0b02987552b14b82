import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in browser. The gateway's cookie carries only the id; everything else stays here. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Who signed in. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The puppet an admin operates as through this session, if any. */
  @Column({ name: 'acting_user_id', type: 'uuid', nullable: true })
  actingUserId!: string | null;

  @Column({ type: 'boolean', default: false })
  persistent!: boolean;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;
}
