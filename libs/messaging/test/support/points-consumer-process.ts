import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { typeScriptNodeArgs } from '@boonies/testing';
import type { PointsConsumerConfig } from '../fixtures/points-consumer.module';

const FIXTURES = path.join(__dirname, '..', 'fixtures');

/** The points consumer running as a separate Node process, which a test can kill like a crashing pod. */
export class PointsConsumerProcess {
  private output = '';
  private readonly exit: Promise<unknown>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exit = once(child, 'exit');
  }

  /** Starts the process and resolves once its application has bootstrapped. */
  static async start(config: PointsConsumerConfig, timeoutMs = 45_000): Promise<PointsConsumerProcess> {
    const child = spawn(
      process.execPath,
      typeScriptNodeArgs(path.join(FIXTURES, 'points-consumer.main.ts')),
      { env: { ...process.env, POINTS_CONSUMER_CONFIG: JSON.stringify(config) }, stdio: 'pipe' },
    );
    const consumer = new PointsConsumerProcess(child);
    await consumer.ready(timeoutMs);
    return consumer;
  }

  /** Ends the process at once, with no chance to finish or clean up anything. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exit;
  }

  /** Resolves when the process has ended, whatever ended it. */
  async exited(): Promise<void> {
    await this.exit;
  }

  /** Asks the process to shut down gracefully; resolves once it has (a hanging shutdown times the test out). */
  async terminate(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exit;
  }

  /** What the process printed: its warnings and errors. */
  get log(): string {
    return this.output;
  }

  private async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes('ready\n')) {
      if (this.child.exitCode !== null || Date.now() > deadline) {
        this.child.kill('SIGKILL');
        throw new Error(`The points consumer process did not start:\n${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
