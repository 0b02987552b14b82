import { startSystem, type RunningSystem, type SystemOptions } from '@boonies/testing';

/** Starting NATS, a database, the auth service and the gateway takes a few seconds. */
export const SYSTEM_START_TIMEOUT_MS = 120_000;

/**
 * The real system for one test file: the built auth service and gateway over a private NATS server and
 * a fresh database. The gateway trusts `X-Forwarded-For`, so each test can act from its own address.
 */
export function startAuthSystem(label: string, env: SystemOptions['env'] = {}): Promise<RunningSystem> {
  return startSystem({ label, services: ['auth', 'social'], env: { TRUST_PROXY: 'true', ...env } });
}
