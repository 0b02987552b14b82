/** Every domain event travels in this envelope (docs/architecture.md, "Reliability rules"). */
export interface EventEnvelope<TData = unknown> {
  /** UUID; also the JetStream `Nats-Msg-Id`, the outbox row id and the inbox key (an audit copy has its own). */
  id: string;
  /** e.g. `auth.user-registered` */
  type: string;
  version: number;
  /** ISO 8601 */
  occurredAt: string;
  producer: string;
  correlationId: string;
  /** The real person behind the event: the admin when acting as a puppet. */
  actorId?: string;
  /** The puppet account an admin acted as; absent otherwise. */
  actingAs?: string;
  /**
   * Set when the actor used admin power: acted as themselves on what is not theirs (another's post,
   * message, progress) or on what no one owns (the trick catalogue). With `actingAs`, what puts the event
   * in the admin audit log.
   */
  asAdmin?: true;
  /** What the action touched, when the producer names it (admin and puppet actions do). */
  target?: ActionTarget;
  data: TData;
}

/**
 * The audit log's rule: an event taken in puppet mode, or by an admin using admin power as themselves. Its
 * producer publishes such an event once more, on its audit subject, for the audit log alone.
 */
export function isAudited(envelope: Pick<EventEnvelope<unknown>, 'actingAs' | 'asAdmin'>): boolean {
  return Boolean(envelope.actingAs || envelope.asAdmin);
}

/** The kinds of things an action can touch, as the audit log files them. */
export const ACTION_TARGET_TYPES = [
  'post',
  'reply',
  'message',
  'progress',
  'trick',
  'verification',
  'user',
  'sponsorship',
  'calendar-event',
] as const;
export type ActionTargetType = (typeof ACTION_TARGET_TYPES)[number];

/** What one action touched: its kind, id, and whose it is (`null` for what no one owns). */
export interface ActionTarget {
  type: ActionTargetType;
  id: string;
  ownerId: string | null;
}
