import {
  AUTH_EVENTS,
  currentEventType,
  PuppetModeChangedV1,
  UserFlagsChangedV1,
} from '@boonies/contracts/auth';
import { EVENTS } from '@boonies/contracts/catalog';
import type { EventDefinition } from '@boonies/contracts/events';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { Allow } from 'class-validator';
import { AuditService } from './audit.service';
import { summarizeEvent, summarizePuppetMode, summarizeUserFlags, targetOf } from './audit-summary';

/**
 * Any event's data. The envelope is what the log records (validated on receipt); of the data only a few
 * optional fields feed the summary, each checked for its type there, so no event is ever refused here.
 */
export class AuditedEventData {
  @Allow()
  userId?: unknown;
}

/** Admin actions with an entry of their own, whoever is the actor. */
const ADMIN_ACTIONS: readonly EventDefinition[] = [
  AUTH_EVENTS.puppetModeChanged,
  AUTH_EVENTS.userFlagsChanged,
  AUTH_EVENTS.userSuspensionChanged, // moderation/suspension-audit.consumer.ts
];

/** Every event of every producing service: any of them may have been caused by an admin acting as a puppet. */
export const AUDITED_EVENTS: readonly EventDefinition[] = Object.values(EVENTS)
  .flatMap((events): EventDefinition[] => Object.values(events))
  .filter((definition) => !ADMIN_ACTIONS.some(({ type }) => type === definition.type));

/**
 * Fills the audit log from the services' events, by one rule read from the envelope (`isAudited`): every event
 * taken in puppet mode (`actingAs`) and every event of an admin using admin power as themselves (`asAdmin`),
 * with what it touched (`target`). Such events come as their producers' audit copies, so the everyday events
 * of skaters never reach this service. A new admin action is audited by marking its event, never by a case here.
 * Puppet mode and user flags have entries of their own. The inbox and the entry's id (the event's) make a
 * redelivery change nothing.
 */
@Injectable()
export class AuditEventsConsumer {
  constructor(private readonly audit: AuditService) {}

  async onAnyEvent(
    _data: AuditedEventData,
    { envelope, manager }: EventContext<AuditedEventData>,
  ): Promise<void> {
    const fields = envelope.data as Record<string, unknown>;
    const target = envelope.target ?? targetOf(fields);
    await this.audit.record(manager, {
      id: envelope.id,
      // A moved event's copies (auth's and social's) are one fact: the log files it under the current type.
      action: currentEventType(envelope.type),
      summary: summarizeEvent(envelope.type, fields, { asAdmin: envelope.asAdmin === true }),
      subjectId: target?.id ?? null,
      targetType: target?.type ?? null,
      targetOwnerId: target?.ownerId ?? null,
      actorId: envelope.actorId ?? null,
      actingAs: envelope.actingAs ?? null,
      occurredAt: envelope.occurredAt,
      correlationId: envelope.correlationId,
    });
  }

  @EventHandler(AUTH_EVENTS.puppetModeChanged)
  async onPuppetMode(change: PuppetModeChangedV1, { envelope, manager }: EventContext<PuppetModeChangedV1>) {
    await this.audit.record(manager, {
      id: envelope.id,
      action: envelope.type,
      summary: summarizePuppetMode(change),
      subjectId: change.puppetId,
      targetType: 'user',
      targetOwnerId: change.puppetId,
      actorId: change.adminId,
      actingAs: null,
      occurredAt: envelope.occurredAt,
      correlationId: envelope.correlationId,
    });
  }

  @EventHandler(AUTH_EVENTS.userFlagsChanged)
  async onUserFlags(change: UserFlagsChangedV1, { envelope, manager }: EventContext<UserFlagsChangedV1>) {
    await this.audit.record(manager, {
      id: envelope.id,
      action: envelope.type,
      summary: summarizeUserFlags(change),
      subjectId: change.userId,
      targetType: 'user',
      targetOwnerId: change.userId,
      actorId: envelope.actorId ?? null,
      actingAs: envelope.actingAs ?? null,
      occurredAt: envelope.occurredAt,
      correlationId: envelope.correlationId,
    });
  }
}

// One handler for the whole catalogue, declared here rather than by hand so a new event is audited too.
const onAnyEvent = Object.getOwnPropertyDescriptor(AuditEventsConsumer.prototype, 'onAnyEvent');
if (onAnyEvent) {
  for (const definition of AUDITED_EVENTS) {
    EventHandler(definition, { audited: true, payloadClass: AuditedEventData })(
      AuditEventsConsumer.prototype,
      'onAnyEvent',
      onAnyEvent,
    );
  }
}
