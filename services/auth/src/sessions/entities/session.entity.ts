import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A signed-in browser. The gateway's cookie carries only the id; everything else stays here. */
@Entity({ name: 'sessions' })
@Index('sessions_user_id_idx', ['userId'])
@Index('sessions_acting_user_id_idx', ['actingUserId'], { where: '"acting_user_id" IS NOT NULL' })
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Who signed in. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  user?: User;

  /** The puppet an admin operates as through this session, if any. */
  @Column({ name: 'acting_user_id', type: 'uuid', nullable: true })
  actingUserId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'acting_user_id', foreignKeyConstraintName: 'sessions_acting_user_id_fkey' })
  actingUser?: User | null;

  @Column({ type: 'boolean', default: false })
  persistent!: boolean;

  /** As the gateway saw it: an address, or `unknown`. */
  @Column({ type: 'text' })
  ip!: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
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
