import {
  ADMIN_EVENTS,
  type AdminReportQuery,
  type ContentModeratedV1,
  type FileReportRequest,
  isHideable,
  isUndoable,
  type ModeratedContentKind,
  MODERATION_MESSAGES,
  REPORT_PAGE_SIZE,
  type ReportCaseDto,
  type ReportCaseIdParam,
  type ReportCasePageDto,
  type ReportEntryDto,
  type ReportFiledDto,
  type ReportFiledV1,
  type ReportReason,
  type ReportResolvedV1,
  type ReportTargetType,
  type ResolveReportRequest,
  type UserWarnedV1,
} from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Outbox } from '@boonies/messaging';
import { actorOf, DomainError, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { AuditService } from '../audit/audit.service';
import type { ReportCase } from './entities/report-case.entity';
import { moderationSummary, reopenSummary } from './moderation-texts';
import { decodeQueueCursor, encodeQueueCursor } from './queue-cursor';
import { type CaseReport, ReportCasesRepository } from './report-cases.repository';

/** Posts and replies share one id space and one owning service. */
const CONTENT_KIND: Record<ReportTargetType, ModeratedContentKind> = {
  post: 'post',
  reply: 'post',
  message: 'message',
  profile: 'profile',
};

/**
 * Reports of content and the moderators' queue. Each piece of content has at most one open case, counting
 * its distinct reporters; resolving it acts (hide, warn; a suspension is the auth service's, already done
 * when the case is resolved), tells the reporters, and leaves an entry in the audit log.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: ReportCasesRepository,
    private readonly outbox: Outbox,
    private readonly audit: AuditService,
  ) {}

  /**
   * Files the caller's report; the gateway has fetched the content as the caller (so they can see it). A
   * new report is announced (`admin.report-filed`): a reported trick video goes to verification review.
   */
  async file(
    caller: CallerIdentity,
    request: FileReportRequest,
    correlationId: string,
  ): Promise<ReportFiledDto> {
    if (request.content.authorId === caller.userId) {
      throw new DomainError('VALIDATION_FAILED', MODERATION_MESSAGES.ownContent, { field: 'targetId' });
    }
    return this.dataSource.transaction(async (manager) => {
      const caseId = await this.cases.openCase(manager, randomUUID(), {
        targetType: request.targetType,
        contentKind: CONTENT_KIND[request.targetType],
        targetId: request.targetId,
        ownerId: request.content.authorId,
        content: request.content,
      });
      const reportId = randomUUID();
      const added = await this.cases.addReport(manager, {
        id: reportId,
        caseId,
        reporterId: caller.userId,
        reason: request.reason,
        details: request.details || null,
      });
      // The same reporter again counts once, and is announced once.
      if (added) {
        const filed: ReportFiledV1 = {
          reportId,
          caseId,
          targetType: request.targetType,
          targetId: request.targetId,
          reporterId: caller.userId,
        };
        await this.outbox.append(
          manager,
          ADMIN_EVENTS.reportFiled,
          filed,
          eventMetaOf(caller, correlationId),
        );
      }
      return { reported: true, caseId };
    });
  }

  /** The queue: open (or resolved) cases, newest report first or most reporters first (admins only, gated on the handler). */
  async list(query: AdminReportQuery): Promise<ReportCasePageDto> {
    const size = query.limit ?? REPORT_PAGE_SIZE;
    const offset = query.cursor ? decodeQueueCursor(query.cursor) : 0;
    const rows = await this.cases.queue({
      status: query.status ?? 'open',
      mostReportedFirst: query.sort === 'most_reported',
      offset,
      limit: size + 1,
    });
    const cases = await this.withReports(rows.slice(0, size));
    return { cases, nextCursor: rows.length > size ? encodeQueueCursor(offset + size) : null };
  }

  async get(id: string): Promise<ReportCaseDto> {
    const found = await this.cases.findById(id);
    if (!found) throw notFound('Report');
    const [dto] = await this.withReports([found]);
    return dto!;
  }

  /** Closes an open case with the moderator's action; a case is resolved once. */
  async resolve(
    caller: CallerIdentity,
    { id, action, days, note }: ResolveReportRequest,
    correlationId: string,
  ): Promise<ReportCaseDto> {
    if (action === 'suspend' && days === undefined) {
      throw new DomainError('VALIDATION_FAILED', MODERATION_MESSAGES.daysRequired, { field: 'days' });
    }
    const resolved = await this.dataSource.transaction(async (manager) => {
      const found = await this.cases.lockById(manager, id);
      if (!found) throw notFound('Report');
      if (found.status !== 'open') throw new DomainError('CONFLICT', MODERATION_MESSAGES.alreadyResolved);
      if (action === 'hide' && !isHideable(found.targetType)) {
        throw new DomainError('VALIDATION_FAILED', MODERATION_MESSAGES.profileNotHideable, {
          field: 'action',
        });
      }
      found.status = 'resolved';
      found.resolutionAction = action;
      found.resolutionNote = note || null;
      found.resolutionDays = action === 'suspend' ? (days ?? null) : null;
      found.resolvedBy = actorOf(caller);
      found.resolvedAt = new Date();
      const saved = await this.cases.save(manager, found);
      await this.act(manager, saved, caller, correlationId);
      return saved;
    });
    const [dto] = await this.withReports([resolved]);
    return dto!;
  }

  /**
   * Undoes a resolution by putting the case back in the open queue: a hidden item is shown again (the
   * owning service hears `hidden: false`), a dismissal is taken back; a suspension from the queue has been
   * lifted by the auth service already. A warning cannot be taken back, and neither can a case whose
   * content has been reported again since (its new case is the open one). Audited as `admin.report-reopen`.
   */
  async reopen(
    caller: CallerIdentity,
    { id }: ReportCaseIdParam,
    correlationId: string,
  ): Promise<ReportCaseDto> {
    const reopened = await this.dataSource.transaction(async (manager) => {
      const found = await this.cases.lockById(manager, id);
      if (!found) throw notFound('Report');
      const action = found.resolutionAction;
      if (found.status !== 'resolved' || !action) {
        throw new DomainError('CONFLICT', MODERATION_MESSAGES.stillOpen);
      }
      if (!isUndoable(action)) throw new DomainError('CONFLICT', MODERATION_MESSAGES.warningKept);
      if (await this.cases.hasOpenCase(manager, found.contentKind, found.targetId)) {
        throw new DomainError('CONFLICT', MODERATION_MESSAGES.reportedAgain);
      }
      const undone = { action, days: found.resolutionDays };
      found.status = 'open';
      found.resolutionAction = null;
      found.resolutionNote = null;
      found.resolutionDays = null;
      found.resolvedBy = null;
      found.resolvedAt = null;
      const saved = await this.cases.save(manager, found);
      if (undone.action === 'hide') {
        const shown: ContentModeratedV1 = {
          kind: CONTENT_KIND[saved.targetType],
          contentId: saved.targetId,
          ownerId: saved.ownerId,
          hidden: false,
        };
        await this.outbox.append(
          manager,
          ADMIN_EVENTS.contentModerated,
          shown,
          eventMetaOf(caller, correlationId),
        );
      }
      await this.audit.record(manager, {
        id: randomUUID(),
        action: 'admin.report-reopen',
        summary: reopenSummary(undone.action, saved.targetType, saved.content.authorUsername),
        subjectId: saved.targetId,
        actorId: actorOf(caller),
        actingAs: caller.actingAdminId ? caller.userId : null,
        occurredAt: new Date().toISOString(),
        correlationId,
      });
      return saved;
    });
    const [dto] = await this.withReports([reopened]);
    return dto!;
  }

  /** The action's events, the reporters' outcome, and the audit entry, in the resolving transaction. */
  private async act(
    manager: EntityManager,
    resolved: ReportCase,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<void> {
    const meta = eventMetaOf(caller, correlationId);
    const action = resolved.resolutionAction!;
    if (action === 'hide') {
      const hidden: ContentModeratedV1 = {
        kind: CONTENT_KIND[resolved.targetType],
        contentId: resolved.targetId,
        ownerId: resolved.ownerId,
        hidden: true,
      };
      await this.outbox.append(manager, ADMIN_EVENTS.contentModerated, hidden, meta);
    }
    if (action === 'warn') {
      const warning: UserWarnedV1 = {
        userId: resolved.ownerId,
        caseId: resolved.id,
        targetType: resolved.targetType,
        note: resolved.resolutionNote,
      };
      await this.outbox.append(manager, ADMIN_EVENTS.userWarned, warning, meta);
    }
    const outcome: ReportResolvedV1 = {
      caseId: resolved.id,
      targetType: resolved.targetType,
      targetId: resolved.targetId,
      action,
      reporterIds: await this.cases.reporterIds(manager, resolved.id),
    };
    await this.outbox.append(manager, ADMIN_EVENTS.reportResolved, outcome, meta);
    await this.audit.record(manager, {
      id: randomUUID(),
      action: `admin.report-${action}`,
      summary: moderationSummary(
        action,
        resolved.targetType,
        resolved.content.authorUsername,
        resolved.resolutionDays,
      ),
      subjectId: resolved.targetId,
      actorId: actorOf(caller),
      actingAs: caller.actingAdminId ? caller.userId : null,
      occurredAt: resolved.resolvedAt!.toISOString(),
      correlationId,
    });
  }

  private async withReports(cases: ReportCase[]): Promise<ReportCaseDto[]> {
    const reports = await this.cases.reportsOf(cases.map(({ id }) => id));
    return cases.map((found) =>
      toReportCaseDto(
        found,
        reports.filter((report) => report.caseId === found.id),
      ),
    );
  }
}

function toReportCaseDto(found: ReportCase, caseReports: CaseReport[]): ReportCaseDto {
  const reports: ReportEntryDto[] = caseReports.map((report) => ({
    reporterId: report.reporterId,
    reporterUsername: report.reporterUsername,
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
  }));
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return {
    id: found.id,
    targetType: found.targetType,
    targetId: found.targetId,
    status: found.status,
    reportCount: found.reportCount,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    reports,
    content: found.content,
    firstReportedAt: found.firstReportedAt.toISOString(),
    lastReportedAt: found.lastReportedAt.toISOString(),
    resolution:
      found.resolutionAction && found.resolvedAt
        ? {
            action: found.resolutionAction,
            note: found.resolutionNote,
            days: found.resolutionDays,
            resolvedAt: found.resolvedAt.toISOString(),
            resolvedBy: found.resolvedBy,
          }
        : null,
  };
}
