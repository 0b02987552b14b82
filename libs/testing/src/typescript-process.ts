import path from 'node:path';

/**
 * The arguments that make a plain `node` child process run one of this repository's TypeScript files from
 * source (SWC as files are required, `@boonies/*` resolved to the libraries' sources): for tests that kill
 * a real process, with no build needed first.
 */
export function typeScriptNodeArgs(entry: string): string[] {
  return ['-r', path.join(__dirname, 'register-typescript.js'), entry];
}
