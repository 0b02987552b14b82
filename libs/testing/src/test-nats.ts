/**
 * The NATS server (JetStream on) integration tests talk to. `npm test` gives each Jest worker a server of
 * its own in TEST_NATS_URLS, because a service's request subjects are fixed and two suites of one service
 * on one server would answer each other's requests.
 */
export function testNatsUrl(): string {
  const perWorker = process.env.TEST_NATS_URLS?.split(',').filter(Boolean);
  if (perWorker?.length) {
    const worker = Number(process.env.JEST_WORKER_ID ?? '1');
    return perWorker[(worker - 1) % perWorker.length];
  }
  return process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
}
