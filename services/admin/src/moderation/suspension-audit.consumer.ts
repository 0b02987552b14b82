import { AUTH_EVENTS, UserSuspensionChangedV1 } from '@boonies/contracts/auth';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';

export function summarizeSuspension({
  username,
  suspendedUntil,
  days,
  reason,
}: UserSuspensionChangedV1): string {
  if (!suspendedUntil) return `Lifted the suspension of @${username}`;
  const length = days ? ` for ${days} ${days === 1 ? 'day' : 'days'}` : '';
  return `Suspended @${username}${length}${reason ? `: ${reason.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`;
}

/** The auth service's suspensions, an admin action with an entry of its own. */
@Injectable()
export class SuspensionAuditConsumer {
  constructor(private readonly audit: AuditService) {}

  @EventHandler(AUTH_EVENTS.userSuspensionChanged)
  async onSuspensionChanged(
    change: UserSuspensionChangedV1,
    { envelope, manager }: EventContext<UserSuspensionChangedV1>,
  ): Promise<void> {
    await this.audit.record(manager, {
      id: envelope.id,
      action: envelope.type,
      summary: summarizeSuspension(change),
      subjectId: change.userId,
      actorId: envelope.actorId ?? null,
      actingAs: envelope.actingAs ?? null,
      occurredAt: envelope.occurredAt,
      correlationId: envelope.correlationId,
    });
  }
}
