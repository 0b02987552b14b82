import {
  ADMIN_EVENTS,
  ADMIN_RPC,
  type AuditEntryDto,
  type ContentModeratedV1,
  type FileReportRequest,
  type ReportFiledV1,
  type ReportResolvedV1,
  type UserWarnedV1,
} from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserSuspensionChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

jest.setTimeout(30_000);

/** Reports, the moderation queue and its actions, against the real admin service. */
describe('admin service: reports and moderation', () => {
  let admin: AdminTestService;
  const moderator = callerFor(randomUUID(), true);

  beforeAll(async () => {
    admin = await AdminTestService.start('moderation');
  });

  afterAll(() => admin?.stop());

  /** A report of a new post by `author`, as the gateway files it after fetching the post as the reporter. */
  function reportOf(
    author: { userId: string; username: string },
    overrides: Partial<FileReportRequest> = {},
  ): FileReportRequest {
    return {
      targetType: 'post',
      targetId: randomUUID(),
      reason: 'spam',
      content: { authorId: author.userId, authorUsername: author.username, text: 'Buy followers now' },
      ...overrides,
    };
  }

  const file = (request: FileReportRequest, caller: CallerIdentity) =>
    admin.call(ADMIN_RPC.fileReport, request, caller);
  const queue = (query = {}) => admin.call(ADMIN_RPC.reports, { limit: 50, ...query }, moderator);
  const auditEntries = async (): Promise<AuditEntryDto[]> =>
    (await admin.call(ADMIN_RPC.auditLog, { limit: 100 }, moderator)).entries;

  it('keeps one open case per content, counting each reporter once, with every reason and detail', async () => {
    const author = await admin.person('spam_sam');
    const [first, second] = [await admin.person('reporter.one'), await admin.person('reporter.two')];
    const report = reportOf(author);
    const one = await file({ ...report, details: 'Same link on every post' }, callerFor(first.userId));
    const again = await file(report, callerFor(first.userId));
    const two = await file({ ...report, reason: 'harassment' }, callerFor(second.userId));
    expect(again.caseId).toBe(one.caseId);
    expect(two.caseId).toBe(one.caseId);

    const found = await admin.call(ADMIN_RPC.reportCase, { id: one.caseId }, moderator);
    expect(found).toMatchObject({
      targetType: 'post',
      targetId: report.targetId,
      status: 'open',
      reportCount: 2,
      content: report.content,
      resolution: null,
    });
    expect(found.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'harassment', count: 1 },
      ]),
    );
    expect(found.reports.map(({ reporterUsername, details }) => [reporterUsername, details])).toEqual(
      expect.arrayContaining([
        ['reporter.one', 'Same link on every post'],
        ['reporter.two', null],
      ]),
    );
  });

  it('announces each new report once, with its case, target and reporter, for verification review', async () => {
    const author = await admin.person('filed_author');
    const [first, second] = [await admin.person('filed.one'), await admin.person('filed.two')];
    const report = reportOf(author);
    const { caseId } = await file(report, callerFor(first.userId));
    await file(report, callerFor(first.userId));
    await file({ ...report, reason: 'other' }, callerFor(second.userId));

    const rows = (await admin.outboxRows<ReportFiledV1>(ADMIN_EVENTS.reportFiled)).filter(
      ({ envelope }) => envelope.data.caseId === caseId,
    );
    const reportIds = await admin.query<{ id: string; reporter_id: string }>(
      'SELECT id, reporter_id FROM admin.reports WHERE case_id = $1',
      [caseId],
    );
    expect(rows.map(({ envelope }) => envelope.data)).toEqual(
      [first, second].map((reporter) => ({
        reportId: reportIds.find((row) => row.reporter_id === reporter.userId)?.id,
        caseId,
        targetType: 'post',
        targetId: report.targetId,
        reporterId: reporter.userId,
      })),
    );
    expect(rows[0]?.envelope).toMatchObject({ producer: 'admin', actorId: first.userId });
    // The relay publishes it for the verification service.
    await admin.publishedToStream(ADMIN_EVENTS.reportFiled, rows[1]!.envelope.id);
  });

  it('announces nothing for a report it refuses', async () => {
    const author = await admin.person('refused_author');
    const before = (await admin.outboxRows(ADMIN_EVENTS.reportFiled)).length;
    await errorOf(file(reportOf(author), callerFor(author.userId)));
    expect(await admin.outboxRows(ADMIN_EVENTS.reportFiled)).toHaveLength(before);
  });

  it('refuses a report of your own content and bad input', async () => {
    const author = await admin.person('self_reporter');
    const own = await errorOf(file(reportOf(author), callerFor(author.userId)));
    expect(own).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'You cannot report your own content',
      field: 'targetId',
    });
    const reporter = callerFor(randomUUID());
    for (const bad of [
      { ...reportOf(author), reason: 'boring' },
      { ...reportOf(author), targetType: 'trick' },
      { ...reportOf(author), details: 'x'.repeat(501) },
      { ...reportOf(author), targetId: 'not-an-id' },
    ]) {
      expect((await errorOf(admin.callUnchecked(ADMIN_RPC.fileReport, bad, reporter))).code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await errorOf(admin.call(ADMIN_RPC.fileReport, reportOf(author)))).code).toBe('UNAUTHENTICATED');
  });

  it('orders the queue newest first or most reported first, a page at a time', async () => {
    const author = await admin.person('queue_author');
    const busy = reportOf(author);
    const quiet = reportOf(author);
    for (let index = 0; index < 3; index += 1) await file(busy, callerFor(randomUUID()));
    await file(quiet, callerFor(randomUUID()));

    const newest = (await queue()).cases.map(({ targetId }) => targetId);
    expect(newest.indexOf(quiet.targetId)).toBeLessThan(newest.indexOf(busy.targetId));
    const most = (await queue({ sort: 'most_reported' })).cases;
    expect(most.map(({ targetId }) => targetId).indexOf(busy.targetId)).toBeLessThan(
      most.map(({ targetId }) => targetId).indexOf(quiet.targetId),
    );
    expect(most.map(({ reportCount }) => reportCount)).toEqual(
      [...most.map(({ reportCount }) => reportCount)].sort((a, b) => b - a),
    );

    const firstPage = await queue({ limit: 1 });
    expect(firstPage.cases).toHaveLength(1);
    const secondPage = await queue({ limit: 1, cursor: firstPage.nextCursor });
    expect(secondPage.cases[0]?.id).not.toBe(firstPage.cases[0]?.id);
    expect((await errorOf(queue({ cursor: 'garbage' }))).code).toBe('VALIDATION_FAILED');
  });

  it('hides content: the owning service hears it, the reporters are told, the audit log has it', async () => {
    const author = await admin.person('hidden_author');
    const reporter = await admin.person('hide.reporter');
    const report = reportOf(author, { targetType: 'reply' });
    const { caseId } = await file(report, callerFor(reporter.userId));

    const resolved = await admin.call(ADMIN_RPC.resolveReport, { id: caseId, action: 'hide' }, moderator);
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolution).toMatchObject({ action: 'hide', resolvedBy: moderator.userId });

    const hidden = await admin.announced<ContentModeratedV1>(ADMIN_EVENTS.contentModerated);
    expect(hidden).toContainEqual({
      kind: 'post',
      contentId: report.targetId,
      ownerId: author.userId,
      hidden: true,
    });
    const outcomes = await admin.announced<ReportResolvedV1>(ADMIN_EVENTS.reportResolved);
    expect(outcomes).toContainEqual({
      caseId,
      targetType: 'reply',
      targetId: report.targetId,
      action: 'hide',
      reporterIds: [reporter.userId],
    });
    const entry = (await auditEntries()).find((candidate) => candidate.subjectId === report.targetId);
    expect(entry).toMatchObject({
      action: 'admin.report-hide',
      summary: 'Hid a reply by @hidden_author',
      actor: { id: moderator.userId },
    });

    // Out of the open queue, into the resolved one; a case is resolved once.
    expect((await queue()).cases.map(({ id }) => id)).not.toContain(caseId);
    expect((await queue({ status: 'resolved' })).cases.map(({ id }) => id)).toContain(caseId);
    const twice = await errorOf(
      admin.call(ADMIN_RPC.resolveReport, { id: caseId, action: 'dismiss' }, moderator),
    );
    expect(twice).toEqual({ code: 'CONFLICT', error: 'This report has already been resolved' });

    // Reported again afterwards, the content opens a new case.
    const reopened = await file(report, callerFor(randomUUID()));
    expect(reopened.caseId).not.toBe(caseId);
  });

  it('warns the author, records suspensions with their length, and dismisses', async () => {
    const author = await admin.person('warned_author');
    const warnCase = await file(reportOf(author, { targetType: 'message' }), callerFor(randomUUID()));
    await admin.call(
      ADMIN_RPC.resolveReport,
      { id: warnCase.caseId, action: 'warn', note: 'Keep it friendly' },
      moderator,
    );
    expect(await admin.announced<UserWarnedV1>(ADMIN_EVENTS.userWarned)).toContainEqual({
      userId: author.userId,
      caseId: warnCase.caseId,
      targetType: 'message',
      note: 'Keep it friendly',
    });

    const suspendCase = await file(reportOf(author, { targetType: 'profile' }), callerFor(randomUUID()));
    // A profile is no post: its owner is warned or suspended, never "hidden" to no effect.
    const hideProfile = await errorOf(
      admin.call(ADMIN_RPC.resolveReport, { id: suspendCase.caseId, action: 'hide' }, moderator),
    );
    expect(hideProfile).toMatchObject({ code: 'VALIDATION_FAILED', field: 'action' });
    const noDays = await errorOf(
      admin.call(ADMIN_RPC.resolveReport, { id: suspendCase.caseId, action: 'suspend' }, moderator),
    );
    expect(noDays.code).toBe('VALIDATION_FAILED');
    const suspended = await admin.call(
      ADMIN_RPC.resolveReport,
      { id: suspendCase.caseId, action: 'suspend', days: 7 },
      moderator,
    );
    expect(suspended.resolution).toMatchObject({ action: 'suspend', days: 7 });

    const dismissCase = await file(reportOf(author), callerFor(randomUUID()));
    await admin.call(ADMIN_RPC.resolveReport, { id: dismissCase.caseId, action: 'dismiss' }, moderator);
    const outcomes = await admin.announced<ReportResolvedV1>(ADMIN_EVENTS.reportResolved);
    expect(outcomes.find(({ caseId }) => caseId === dismissCase.caseId)?.action).toBe('dismiss');

    const summaries = (await auditEntries()).map(({ summary }) => summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Warned @warned_author about a message',
        'Suspended @warned_author for 7 days over a profile',
        'Dismissed the reports on a post by @warned_author',
      ]),
    );
  });

  it('undoes a hide, a suspension or a dismissal by reopening the case, never a warning', async () => {
    const author = await admin.person('undone_author');
    const reporter = await admin.person('undo.reporter');
    const reopen = (id: string) => admin.call(ADMIN_RPC.reopenReport, { id }, moderator);

    const report = reportOf(author);
    const hidden = await file(report, callerFor(reporter.userId));
    const stillOpen = await errorOf(reopen(hidden.caseId));
    expect(stillOpen).toEqual({ code: 'CONFLICT', error: 'This report is still open' });
    await admin.call(ADMIN_RPC.resolveReport, { id: hidden.caseId, action: 'hide' }, moderator);
    const reopened = await reopen(hidden.caseId);
    expect(reopened).toMatchObject({ id: hidden.caseId, status: 'open', resolution: null, reportCount: 1 });
    expect(await admin.announced<ContentModeratedV1>(ADMIN_EVENTS.contentModerated)).toContainEqual({
      kind: 'post',
      contentId: report.targetId,
      ownerId: author.userId,
      hidden: false,
    });
    expect((await queue()).cases.map(({ id }) => id)).toContain(hidden.caseId);
    // Back in the queue, the same case can be resolved again; a new report of it joins it.
    expect((await file(report, callerFor(randomUUID()))).caseId).toBe(hidden.caseId);

    const suspended = await file(reportOf(author, { targetType: 'profile' }), callerFor(reporter.userId));
    await admin.call(
      ADMIN_RPC.resolveReport,
      { id: suspended.caseId, action: 'suspend', days: 3 },
      moderator,
    );
    expect((await reopen(suspended.caseId)).status).toBe('open');

    const dismissed = await file(reportOf(author, { targetType: 'message' }), callerFor(reporter.userId));
    await admin.call(ADMIN_RPC.resolveReport, { id: dismissed.caseId, action: 'dismiss' }, moderator);
    expect((await reopen(dismissed.caseId)).status).toBe('open');

    const warnedReport = reportOf(author, { targetType: 'reply' });
    const warned = await file(warnedReport, callerFor(reporter.userId));
    await admin.call(ADMIN_RPC.resolveReport, { id: warned.caseId, action: 'warn' }, moderator);
    expect(await errorOf(reopen(warned.caseId))).toEqual({
      code: 'CONFLICT',
      error: 'A warning has already reached its skater and cannot be undone',
    });

    // Reported again since its dismissal, the content's new case is the open one.
    await admin.call(ADMIN_RPC.resolveReport, { id: dismissed.caseId, action: 'dismiss' }, moderator);
    const dismissedCase = await admin.call(ADMIN_RPC.reportCase, { id: dismissed.caseId }, moderator);
    const again = await file(
      reportOf(author, { targetType: 'message', targetId: dismissedCase.targetId }),
      callerFor(randomUUID()),
    );
    expect(again.caseId).not.toBe(dismissed.caseId);
    expect(await errorOf(reopen(dismissed.caseId))).toEqual({
      code: 'CONFLICT',
      error: 'This content has been reported again: its new case is in the queue',
    });
    expect((await errorOf(reopen(randomUUID()))).code).toBe('NOT_FOUND');

    const summaries = (await auditEntries())
      .filter(({ action }) => action === 'admin.report-reopen')
      .map(({ summary, actor }) => [summary, actor?.id]);
    expect(summaries).toEqual(
      expect.arrayContaining([
        ['Showed again a post by @undone_author and reopened its reports', moderator.userId],
        [
          'Reopened the reports on a profile by @undone_author after lifting the suspension',
          moderator.userId,
        ],
        ['Reopened the reports on a message by @undone_author', moderator.userId],
      ]),
    );
  });

  it('audits the auth service suspensions and their lifting', async () => {
    const moderatorPerson = await admin.person('mod.person');
    const change: UserSuspensionChangedV1 = {
      userId: randomUUID(),
      username: 'suspended_sue',
      suspendedUntil: new Date(Date.now() + 86_400_000).toISOString(),
      days: 1,
      reason: 'Spam',
    };
    const suspended = await admin.deliver(AUTH_EVENTS.userSuspensionChanged, change, {
      actorId: moderatorPerson.userId,
    });
    const lifted = await admin.deliver(
      AUTH_EVENTS.userSuspensionChanged,
      { ...change, suspendedUntil: null, days: null, reason: null },
      { actorId: moderatorPerson.userId },
    );
    const entries = await auditEntries();
    expect(entries.find(({ id }) => id === suspended.id)).toMatchObject({
      action: 'auth.user-suspension-changed',
      summary: 'Suspended @suspended_sue for 1 day: Spam',
      subjectId: change.userId,
      actor: { id: moderatorPerson.userId, username: 'mod.person' },
    });
    expect(entries.find(({ id }) => id === lifted.id)?.summary).toBe(
      'Lifted the suspension of @suspended_sue',
    );
  });

  it('puts the reports a user filed in their Download Your Data, never the reporters of their content', async () => {
    const author = await admin.person('exported_author');
    const reporter = await admin.person('exporting.reporter');
    const report = reportOf(author, { details: 'Scam link' });
    await file(report, callerFor(reporter.userId));

    const mine = await admin.call(exportUserDataRpc('admin'), {}, callerFor(reporter.userId));
    expect(mine.data.reportsFiled).toEqual([
      {
        targetType: 'post',
        targetId: report.targetId,
        reason: 'spam',
        details: 'Scam link',
        createdAt: expect.any(String),
      },
    ]);
    const theirs = await admin.call(exportUserDataRpc('admin'), {}, callerFor(author.userId));
    expect(JSON.stringify(theirs)).not.toContain(reporter.userId);
  });

  describe('who may use the queue', () => {
    const skater = callerFor(randomUUID());
    const puppetSession: CallerIdentity = { ...callerFor(randomUUID()), actingAdminId: moderator.userId };

    it('answers anonymous callers 401, users and puppet sessions 403', async () => {
      const author = await admin.person('matrix_author');
      const { caseId } = await file(reportOf(author), callerFor(randomUUID()));
      const calls = [
        (caller?: CallerIdentity) => admin.call(ADMIN_RPC.reports, {}, caller),
        (caller?: CallerIdentity) => admin.call(ADMIN_RPC.reportCase, { id: caseId }, caller),
        (caller?: CallerIdentity) =>
          admin.call(ADMIN_RPC.resolveReport, { id: caseId, action: 'dismiss' }, caller),
        (caller?: CallerIdentity) => admin.call(ADMIN_RPC.reopenReport, { id: caseId }, caller),
      ];
      for (const call of calls) {
        expect((await errorOf(call())).code).toBe('UNAUTHENTICATED');
        expect(await errorOf(call(skater))).toEqual({ code: 'FORBIDDEN', error: 'Admin access required' });
        expect((await errorOf(call(puppetSession))).code).toBe('FORBIDDEN');
      }
      expect((await admin.call(ADMIN_RPC.reportCase, { id: caseId }, moderator)).status).toBe('open');
      expect((await errorOf(admin.call(ADMIN_RPC.reportCase, { id: randomUUID() }, moderator))).code).toBe(
        'NOT_FOUND',
      );
    });
  });
});
