import { ADMIN_RPC, type FileReportRequest } from '@boonies/contracts/admin';
import type { ErrorBody } from '@boonies/contracts/common';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

const REPORTS = 3;

describe('admin service: the report throttle', () => {
  let admin: AdminTestService;

  beforeAll(async () => {
    admin = await AdminTestService.start('report-throttle', { THROTTLE_REPORTS: `${REPORTS}/600` });
  });

  afterAll(() => admin?.stop());

  const reportOfNewPost = (): FileReportRequest => ({
    targetType: 'post',
    targetId: randomUUID(),
    reason: 'spam',
    content: { authorId: randomUUID(), authorUsername: 'spammer', text: 'Buy followers now' },
  });

  it('takes a few reports from one account, then asks it to wait; others still report', async () => {
    const reporter = callerFor(randomUUID());
    for (let report = 0; report < REPORTS; report++) {
      await admin.call(ADMIN_RPC.fileReport, reportOfNewPost(), reporter);
    }

    const refused = await errorOf(admin.call(ADMIN_RPC.fileReport, reportOfNewPost(), reporter));
    expect(refused).toEqual<ErrorBody>({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/too fast\. Try again in \d+ (seconds?|minutes?)\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(
      await admin.query('SELECT count(*)::int AS count FROM admin.reports WHERE reporter_id = $1', [
        reporter.userId,
      ]),
    ).toEqual([{ count: REPORTS }]);
    await admin.call(ADMIN_RPC.fileReport, reportOfNewPost(), callerFor(randomUUID()));
  });
});
