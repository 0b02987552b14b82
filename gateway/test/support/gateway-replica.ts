import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, type RunningSystem } from '@boonies/testing';

export interface GatewayReplica {
  baseUrl: string;
  stop(): Promise<void>;
}

const GATEWAY_ENTRY = path.resolve(__dirname, '../../dist/main.js');

/** A second gateway on the same NATS, as a deployment with several replicas runs them; `env` adds settings. */
export async function startGatewayReplica(
  system: RunningSystem,
  env: Record<string, string> = {},
): Promise<GatewayReplica> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [GATEWAY_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      NATS_URL: system.natsUrl,
      // The same secret as the system's gateway, so a session signed there is good here.
      JWT_SECRET: system.jwtSecret,
      CALLER_SIGNING_KEY: system.callerSigningKey,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const replica = {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };

  // As the system's own processes: a busy machine may take longer, SYSTEM_START_TIMEOUT_MS allows it.
  const deadline = Date.now() + Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 30_000);
  while (Date.now() < deadline) {
    const health = await fetch(`${replica.baseUrl}/api/health`)
      .then((response) => response.json() as Promise<{ services?: { auth?: { status?: string } } }>)
      .catch(() => undefined);
    if (health?.services?.auth?.status === 'up') return replica;
    await sleep(100);
  }
  await replica.stop();
  throw new Error(`The gateway replica did not become ready:\n${output.join('')}`);
}
