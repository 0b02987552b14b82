import { ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What a unit of work (an HTTP request, an RPC, an event) carries to everything it causes. */
export interface CorrelationScope {
  correlationId: string;
  /** OpenTelemetry context with the current span; ROOT_CONTEXT when there is no trace. */
  trace: Context;
}

const storage = new AsyncLocalStorage<CorrelationScope>();

/** Runs `work` with `scope` as the current one: log lines, RPC calls and new events pick it up. */
export function runInScope<T>(scope: CorrelationScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentScope(): CorrelationScope | undefined {
  return storage.getStore();
}

/** The trace id of a scope, when it belongs to a trace. */
export function traceIdOf(scope: CorrelationScope): string | undefined {
  if (scope.trace === ROOT_CONTEXT) return undefined;
  return trace.getSpanContext(scope.trace)?.traceId;
}

/** Fields every log line written inside a scope carries (a pino mixin). */
export function scopeLogFields(): { correlationId?: string; traceId?: string } {
  const scope = storage.getStore();
  if (!scope) return {};
  const traceId = traceIdOf(scope);
  return traceId ? { correlationId: scope.correlationId, traceId } : { correlationId: scope.correlationId };
}
