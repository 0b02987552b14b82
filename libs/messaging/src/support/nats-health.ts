import type { NatsConnection } from 'nats';

/** A round trip to the server; while reconnecting the ping waits, so the timeout decides. */
export async function natsAnswers(connection: NatsConnection, timeoutMs = 1000): Promise<boolean> {
  if (connection.isClosed()) return false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      connection.flush().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
