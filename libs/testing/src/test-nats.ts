/** The NATS server (JetStream on) integration tests talk to. */
export function testNatsUrl(): string {
  return process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
}
