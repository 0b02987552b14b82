/** Every domain event travels in this envelope (ARCHITECTURE.md §3.4). */
export interface EventEnvelope<TData = unknown> {
  /** UUID; also the JetStream `Nats-Msg-Id`, the outbox row id and the inbox key. */
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
  data: TData;
}
