import type { ArgumentsHost } from '@nestjs/common';
import { createServer } from 'node:net';
import pino from 'pino';
import { firstValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { DATABASE_UNAVAILABLE_BODY, RpcErrorFilter } from './rpc-error.filter';

/** The server's maintenance database: the test only needs sessions, no tables. */
const SERVER_URL = (() => {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boonies');
  url.pathname = '/postgres';
  return url.toString();
})();
const filter = new RpcErrorFilter(pino({ level: 'silent' }));
/** The request's context, read only to name the subject in the log. */
const host = { switchToRpc: () => ({ getContext: () => undefined }) } as unknown as ArgumentsHost;

/** The body the filter answers for what a handler threw. */
function answerTo(error: unknown): Promise<unknown> {
  return firstValueFrom(filter.catch(error, host)).then(
    () => {
      throw new Error('the filter answered without an error');
    },
    (body: unknown) => body,
  );
}

/** What a handler's query throws, caught. */
async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function dataSource(url: string): DataSource {
  return new DataSource({ type: 'postgres', url, poolSize: 1, connectTimeoutMS: 2000 });
}

/** Ends the session from the server side once its query is really running; the query starts asynchronously. */
async function terminateOnceRunning(admin: DataSource, pid: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await admin.query<{ terminated: boolean }[]>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE pid = $1 AND state = 'active' AND query LIKE '%pg_sleep%'`,
      [pid],
    );
    if (rows[0]?.terminated) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`session ${pid} never started its query`);
}

describe('RpcErrorFilter and an unreachable database', () => {
  it('answers SERVICE_UNAVAILABLE when the database refuses connections (stopped, restarting)', async () => {
    const url = new URL(SERVER_URL);
    url.port = String(await closedPort());
    const error = await thrownBy(() => dataSource(url.toString()).initialize());
    await expect(answerTo(error)).resolves.toEqual(DATABASE_UNAVAILABLE_BODY);
  });

  // The wrong query runs first: the drop leaves the one pooled connection dead for whatever follows.
  describe('with a connection the server drops', () => {
    const database = dataSource(SERVER_URL);
    const admin = dataSource(SERVER_URL);
    beforeAll(() => Promise.all([database.initialize(), admin.initialize()]));
    afterAll(() => Promise.all([database.destroy(), admin.destroy()]));

    it('still answers INTERNAL for a query that is wrong', async () => {
      const error = await thrownBy(() => database.query('SELECT * FROM no_such_table'));
      await expect(answerTo(error)).resolves.toEqual({
        error: 'Something went wrong. Please try again.',
        code: 'INTERNAL',
      });
    });

    it('answers SERVICE_UNAVAILABLE for a query the shutdown cut off', async () => {
      const [{ pid }] = await database.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
      // What a fast or immediate shutdown does to every session: ends it from the server side.
      const query = thrownBy(() => database.query('SELECT pg_sleep(5)'));
      await terminateOnceRunning(admin, pid);
      await expect(answerTo(await query)).resolves.toEqual(DATABASE_UNAVAILABLE_BODY);
    });
  });
});
