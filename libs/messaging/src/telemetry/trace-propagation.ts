import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

export const TRACEPARENT_HEADER = 'traceparent';

const propagator = new W3CTraceContextPropagator();
const tracer = trace.getTracer('boonies');
let sdkStarted = false;

/** Called once an SDK exports spans; until then spans are never created and tracing costs nothing. */
export function markTracingExported(started = true): void {
  sdkStarted = started;
}

export function tracingExported(): boolean {
  return sdkStarted;
}

const singleValue: TextMapGetter<string | undefined> = {
  keys: () => [TRACEPARENT_HEADER],
  get: (carrier, key) => (key === TRACEPARENT_HEADER ? carrier : undefined),
};

/** The context a `traceparent` value (a header, an envelope field) continues; ROOT_CONTEXT when none or invalid. */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, traceparent, singleValue);
}

/** The `traceparent` to send on for a context, when it belongs to a trace. */
export function traceparentOf(context: Context): string | undefined {
  if (context === ROOT_CONTEXT) return undefined;
  const carrier: { traceparent?: string } = {};
  propagator.inject(context, carrier, recordSetter);
  return carrier.traceparent;
}

const recordSetter: TextMapSetter<{ traceparent?: string }> = {
  set: (carrier, key, value) => {
    if (key === TRACEPARENT_HEADER) carrier.traceparent = value;
  },
};

/** A span in progress and the context its children continue. */
export interface ActiveSpan {
  context: Context;
  /** False when no SDK exports spans: `end` does nothing then. */
  recording: boolean;
  /** Ends the span, marked failed when `failure` is given; `name` renames it (known only at the end). */
  end(failure?: unknown, name?: string): void;
}

const NO_SPAN: ActiveSpan = { context: ROOT_CONTEXT, recording: false, end: () => undefined };

/**
 * Starts a span under `parent` when an SDK exports them. Without one the parent context is passed on as
 * is, so a trace started upstream keeps its id across every hop and nothing is allocated.
 */
export function startSpan(
  name: string,
  kind: SpanKind,
  parent: Context,
  attributes?: Record<string, string>,
): ActiveSpan {
  if (!sdkStarted) return parent === ROOT_CONTEXT ? NO_SPAN : { ...NO_SPAN, context: parent };
  const span = tracer.startSpan(name, { kind, attributes }, parent);
  return {
    context: trace.setSpan(parent, span),
    recording: true,
    end: (failure, finalName) => endSpan(span, failure, finalName),
  };
}

function endSpan(span: Span, failure: unknown, name: string | undefined): void {
  if (name !== undefined) span.updateName(name);
  if (failure !== undefined) {
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: failure instanceof Error ? failure.message : String(failure),
    });
  }
  span.end();
}

export { SpanKind };
