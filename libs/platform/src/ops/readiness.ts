/** One dependency's state, by name (`database`, `nats`). */
export type ReadinessChecks = Record<string, 'up' | 'down'>;

export interface ReadinessReport {
  status: 'ready' | 'not ready';
  checks: ReadinessChecks;
}

/** Answers which dependencies are reachable; every check should time out on its own, quickly. */
export type ReadinessProbe = () => Promise<ReadinessChecks>;

export async function readinessOf(probe: ReadinessProbe): Promise<ReadinessReport> {
  const checks = await probe().catch((): ReadinessChecks => ({ probe: 'down' }));
  const entries = Object.values(checks);
  const ready = entries.length > 0 && entries.every((state) => state === 'up');
  return { status: ready ? 'ready' : 'not ready', checks };
}

/** Turns a boolean check into the report's wording. */
export const upWhen = (reachable: boolean): 'up' | 'down' => (reachable ? 'up' : 'down');
