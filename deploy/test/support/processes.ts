import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@boonies/contracts/common';

/** Every process the deployment runs: the seven services and the gateway. */
export const PROCESSES = [...SERVICE_NAMES, 'gateway'] as const;
export type ProcessName = ServiceName | 'gateway';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/** The workspace folder a process is built from: deploy/Dockerfile's PROJECT argument. */
export function projectDir(process: ProcessName): string {
  return process === 'gateway' ? 'gateway' : `services/${process}`;
}

/** The ops port contract every process serves: liveness, readiness (database and NATS) and metrics. */
export const OPS = {
  port: 9464,
  live: '/health/live',
  ready: '/health/ready',
  metrics: '/metrics',
} as const;

/** Addresses that work only on a developer's machine, never from a container. */
export function isLoopback(value: string): boolean {
  return /(\/\/|@)(127\.0\.0\.1|localhost)[:/]/.test(value);
}
