import { existsSync } from 'node:fs';
import { runMaintenanceSql } from './postgres-maintenance';

const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

export interface PostgresServerProbe {
  /** Whether a container runtime could start PostgreSQL when the configured server is unreachable. */
  containerRuntimeAvailable: boolean;
}

const resolvedServers = new Map<string, Promise<string>>();

/**
 * The URL of a PostgreSQL server tests can create databases on: the configured one when it answers,
 * otherwise one started in a container (once per process) when a container runtime exists.
 */
export function resolvePostgresServer(
  configuredUrl: string,
  probe: PostgresServerProbe = { containerRuntimeAvailable: hasContainerRuntime() },
): Promise<string> {
  let server = resolvedServers.get(configuredUrl);
  if (!server) {
    server = reachableServer(configuredUrl, probe);
    resolvedServers.set(configuredUrl, server);
    server.catch(() => resolvedServers.delete(configuredUrl));
  }
  return server;
}

async function reachableServer(configuredUrl: string, probe: PostgresServerProbe): Promise<string> {
  try {
    await runMaintenanceSql(configuredUrl, 'SELECT 1');
    return configuredUrl;
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    if (!probe.containerRuntimeAvailable) {
      throw new Error(
        `PostgreSQL is not reachable at ${configuredUrl} and no container runtime is available to start one. ` +
          'Start a local PostgreSQL server (user postgres, trust authentication) on that address, ' +
          'or set DATABASE_URL to a server that is running.',
        { cause: error },
      );
    }
    return startPostgresContainer();
  }
}

async function startPostgresContainer(): Promise<string> {
  // Loaded only here: machines with a local PostgreSQL never pay for the container tooling.
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine')
    .withUsername('postgres')
    .withPassword('postgres')
    .start();
  return container.getConnectionUri();
}

function hasContainerRuntime(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/** Duck-typed: socket errors come from Node's own realm, where `instanceof Error` fails under Jest. */
function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some(isConnectionFailure)) return true;
  return typeof code === 'string' && CONNECTION_FAILURE_CODES.has(code);
}
