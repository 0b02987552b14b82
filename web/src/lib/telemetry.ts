import { api } from './api/client';

/** Records a visit to a path that has no page, so broken links can be found and fixed. */
export function reportNotFound(path: string): void {
  console.warn(`404: no page at ${path}`);
  // Fire and forget: a lost report must never disturb the visitor.
  api.POST('/api/telemetry/not-found', { body: { path }, keepalive: true }).catch(() => undefined);
}
