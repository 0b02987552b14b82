import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../../..');

/** One export of a script module to call: its file from the repository's root, its name, its arguments. */
export interface ScriptCall {
  file: string;
  name: string;
  args: unknown[];
}

/**
 * Calls exports of the scripts' ES modules (`scripts/lib/...mjs`) in one Node process of their own: Jest
 * runs CommonJS, and the scripts stay plain ES modules that node runs as they are. Arguments and results
 * travel as JSON, so only pure functions of data are called this way; one process for all of them, since
 * starting Node is the slow part.
 */
export function callScriptExports(calls: ScriptCall[]): unknown[] {
  const source = [
    `const calls = ${JSON.stringify(calls.map((call) => ({ ...call, url: pathToFileURL(path.join(ROOT, call.file)).href })))};`,
    'const results = [];',
    'for (const { url, name, args } of calls) results.push(await (await import(url))[name](...args));',
    'process.stdout.write(JSON.stringify(results));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', source], {
    cwd: ROOT,
    encoding: 'utf8',
    // A call that throws fails the test with Node's error in the message, not printed beside the results.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as unknown[];
}
