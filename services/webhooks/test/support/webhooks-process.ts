import { TEST_CALLER_KEYS } from '@boonies/service-testing';
import { testNatsUrl, typeScriptNodeArgs } from '@boonies/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { TEST_WEBHOOKS_ENV, type WebhooksTestService } from './webhooks-test-service';

const ENTRY = path.join(__dirname, '..', 'fixtures', 'webhooks.main.ts');

/**
 * A replica of the webhooks service as a separate Node process, beside a test's own (same database, same
 * namespaced streams, the same key for the secrets at rest), which a test can kill like a crashing pod.
 */
export class WebhooksProcess {
  private output = '';
  private readonly exit: Promise<unknown>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exit = once(child, 'exit');
  }

  /** Starts a replica of `beside`'s service and resolves once it serves. */
  static async start(
    beside: WebhooksTestService,
    env: Record<string, string> = {},
    timeoutMs = 60_000,
  ): Promise<WebhooksProcess> {
    const child = spawn(process.execPath, typeScriptNodeArgs(ENTRY), {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: beside.database.url,
        NATS_URL: testNatsUrl(),
        CALLER_VERIFY_KEY: TEST_CALLER_KEYS.verifyKey,
        WEBHOOKS_TEST_NAMESPACE: beside.routing.namespace ?? '',
        ...TEST_WEBHOOKS_ENV,
        ...env,
      },
      stdio: 'pipe',
    });
    const replica = new WebhooksProcess(child);
    const deadline = Date.now() + timeoutMs;
    while (!replica.output.includes('webhooks service ready')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The webhooks process did not start:\n${replica.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return replica;
  }

  /** Ends the process at once, with no chance to finish an attempt or write its outcome. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
    await this.exit;
  }

  /** Asks the process to shut down gracefully; resolves once it has. */
  async terminate(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
    await this.exit;
  }
}
