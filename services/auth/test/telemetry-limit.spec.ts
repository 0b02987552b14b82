import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService } from './support/auth-test-service';

const PER_MINUTE = 3;

/** `rpc.auth.count-telemetry-report`: the one count of anonymous 404 reports every gateway replica asks. */
describe('telemetry limit per client address', () => {
  let auth: AuthTestService;
  const from = (clientIp: string) => ({ correlationId: randomUUID(), clientIp, userAgent: 'jest' });

  beforeAll(async () => {
    auth = await AuthTestService.start('telemetry_limit');
  });

  afterAll(() => auth?.stop());

  it('lets an address report the limit a minute, then refuses with the wait, other addresses still counted apart', async () => {
    for (let report = 0; report < PER_MINUTE; report++)
      await auth.countTelemetryReport(PER_MINUTE, from('203.0.113.7'));

    const refused = await errorOf(auth.countTelemetryReport(PER_MINUTE, from('203.0.113.7')));

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(auth.countTelemetryReport(PER_MINUTE, from('203.0.113.8'))).resolves.toEqual({
      counted: true,
    });
  });

  it('lets exactly the limit through when reports race, and counts an IPv6 /64 as one address', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        auth.countTelemetryReport(PER_MINUTE, from(`2001:db8:7:7::${index.toString(16)}`)),
      ),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(PER_MINUTE);
  });

  it('keeps no client address in its table', async () => {
    await auth.countTelemetryReport(PER_MINUTE, from('203.0.113.9'));
    const keys = await auth.query<{ key: string }>(
      `SELECT key FROM auth.action_throttles WHERE key LIKE 'telemetry:%'`,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).toMatch(/^telemetry:[0-9a-f]{64}$/);
  });
});
