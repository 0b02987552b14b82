// Checks that PostgreSQL and NATS answer before anything starts, and creates the database if missing.
import net from 'node:net';
import pg from 'pg';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/boonies',
  NATS_URL: 'nats://127.0.0.1:4222',
  PORT: '3000',
};

const HOW_TO_START =
  'Start it with your system service manager, or run `docker compose up -d postgres nats` in this folder.';

export function environment() {
  return { ...DEFAULTS, ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v)) };
}

function reachable(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function checkNats(natsUrl) {
  const first = new URL(natsUrl.split(',')[0]);
  if (!(await reachable(first.hostname, first.port || 4222))) {
    throw new Error(`NATS is not reachable at ${natsUrl}. ${HOW_TO_START}`);
  }
}

/** Connects to the server's maintenance database and creates the app's database when it is missing. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url.host} (${error.message}). ${HOW_TO_START}`);
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return { created: true, name };
    }
    return { created: false, name };
  } finally {
    await client.end();
  }
}
