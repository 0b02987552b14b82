import type { INestApplicationContext } from '@nestjs/common';
import type { Tracing } from '../tracing/start-tracing';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT: closes the application (Nest's shutdown hooks drain HTTP, sockets and NATS), exports
 * the spans still buffered, then lets the signal end the process as it would have. Other signals are left
 * alone, so a SIGUSR2 (a profiler's, a debugger's) never stops a service.
 */
export function closeOnSignals(app: INestApplicationContext, tracing?: Tracing): void {
  const close = async (signal: NodeJS.Signals) => {
    try {
      await app.close();
      await tracing?.shutdown();
    } finally {
      process.kill(process.pid, signal);
    }
  };
  for (const signal of SIGNALS) process.once(signal, (received) => void close(received));
}
