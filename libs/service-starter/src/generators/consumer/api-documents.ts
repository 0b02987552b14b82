import { execFileSync } from 'node:child_process';

/**
 * The committed documents made from the code that name every service: the OpenAPI document and the web
 * app's types made from it (the health page lists the services), and the AsyncAPI catalogue (who reads each
 * event). `npm run check` fails while they are stale, so they are made again once the service is written.
 */
export const API_DOCUMENT_SCRIPTS = ['sync:openapi', 'sync:asyncapi'] as const;

export function syncApiDocuments(root: string): void {
  for (const script of API_DOCUMENT_SCRIPTS) {
    execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  }
}
