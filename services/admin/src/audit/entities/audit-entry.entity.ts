import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One line of the admin audit log: who (the real person), did what, when, and as whom (the puppet, if any).
 * Entries from events carry the event's id, so recording one twice is impossible.
 */
@Entity({ name: 'audit_log' })
@Index('audit_log_newest_idx', ['occurredAt', 'id'])
@Index('audit_log_actor_idx', ['actorId', 'occurredAt', 'id'])
@Index('audit_log_target_owner_idx', ['targetOwnerId', 'occurredAt', 'id'])
export class AuditEntry {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'audit_log_pkey' })
  id!: string;

  /** The event type, e.g. `posts.post-created`, or `admin.calendar-event-updated` for this service's own. */
  @Column({ type: 'text' })
  action!: string;

  @Column({ type: 'text' })
  summary!: string;

  @Column({ name: 'subject_id', type: 'text', nullable: true })
  subjectId!: string | null;

  /** The kind of thing the action touched (`post`, `message`, `progress`…), when known. */
  @Column({ name: 'target_type', type: 'text', nullable: true })
  targetType!: string | null;

  /** Whose thing it was; null for what no one owns, or when unknown. */
  @Column({ name: 'target_owner_id', type: 'uuid', nullable: true })
  targetOwnerId!: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'acting_as', type: 'uuid', nullable: true })
  actingAs!: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ name: 'correlation_id', type: 'text' })
  correlationId!: string;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
