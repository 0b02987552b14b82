import { spawn } from 'node:child_process';

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs: number;
  /** Bytes of stdout kept (ffprobe's JSON); more fails the run rather than growing without bound. */
  maxStdout?: number;
  /** Each chunk ffmpeg writes to stdout (its `-progress` reports). */
  onStdout?: (chunk: string) => void;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  /** The end of stderr, where ffmpeg says what went wrong. */
  stderr: string;
}

/** Thrown when the run was stopped by the caller's signal or the clock, not by the tool's own failure. */
export class RunStopped extends Error {
  constructor(readonly why: 'aborted' | 'timeout') {
    super(why === 'aborted' ? 'Processing was aborted' : 'Processing took too long');
    this.name = 'RunStopped';
  }
}

const STDERR_TAIL = 8 * 1024;

/** Pure: the last lines a tool complained with, short enough for one log line. */
export function complaintOf(stderr: string, lines = 3): string {
  const said = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return said.slice(-lines).join(' | ').slice(-600);
}

/**
 * Runs a tool to its end and collects what it said. The media flows between the tool and files on disk, never
 * through Node. On abort or timeout the process is killed at once (SIGKILL: ffmpeg may ignore SIGTERM while
 * it flushes) and the promise rejects with {@link RunStopped} after it exited.
 */
export function runTool(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new RunStopped('aborted'));
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopped: RunStopped | Error | null = null;
    const stop = (why: RunStopped | Error) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(new RunStopped('aborted'));
    const timer = setTimeout(() => stop(new RunStopped('timeout')), options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      options.onStdout?.(chunk);
      if (options.maxStdout === undefined) return;
      stdout += chunk;
      if (stdout.length > options.maxStdout)
        stop(new Error(`${command} wrote more than ${options.maxStdout} bytes`));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => stop(error));
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (stopped) reject(stopped);
      else resolve({ code, stdout, stderr });
    });
  });
}
