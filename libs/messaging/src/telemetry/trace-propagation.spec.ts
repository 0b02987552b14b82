import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { ROOT_CONTEXT } from '@opentelemetry/api';
import { buildEventEnvelope } from '../envelope/event-envelope.factory';
import { currentScope, runInScope, scopeLogFields } from './correlation-scope';
import { contextFromTraceparent, SpanKind, startSpan, traceparentOf } from './trace-propagation';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;
const follow = {
  followerId: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
  followingId: '3c9d2e1f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
};

describe('trace context', () => {
  it('reads a traceparent and writes the same one back', () => {
    expect(traceparentOf(contextFromTraceparent(TRACEPARENT))).toBe(TRACEPARENT);
  });

  it('ignores a missing or malformed traceparent', () => {
    expect(contextFromTraceparent(undefined)).toBe(ROOT_CONTEXT);
    expect(traceparentOf(contextFromTraceparent('00-not-a-trace'))).toBeUndefined();
    expect(traceparentOf(ROOT_CONTEXT)).toBeUndefined();
  });

  it('passes the parent on unchanged when no SDK exports spans', () => {
    const span = startSpan('rpc.social.follow', SpanKind.SERVER, contextFromTraceparent(TRACEPARENT));
    expect(span.recording).toBe(false);
    expect(traceparentOf(span.context)).toBe(TRACEPARENT);
    expect(startSpan('outside a trace', SpanKind.SERVER, ROOT_CONTEXT).context).toBe(ROOT_CONTEXT);
  });
});

describe('correlation scope', () => {
  it('gives log lines the correlation id, and the trace id inside a trace', async () => {
    expect(scopeLogFields()).toEqual({});
    await runInScope({ correlationId: 'req-1', trace: ROOT_CONTEXT }, async () => {
      await Promise.resolve();
      expect(scopeLogFields()).toEqual({ correlationId: 'req-1' });
    });
    runInScope({ correlationId: 'req-2', trace: contextFromTraceparent(TRACEPARENT) }, () => {
      expect(scopeLogFields()).toEqual({ correlationId: 'req-2', traceId: TRACE_ID });
    });
    expect(currentScope()).toBeUndefined();
  });

  it('stamps the trace of the current scope on the events written in it, and none outside', () => {
    const meta = { producer: 'auth' as const, correlationId: 'req-3' };
    const traced = runInScope({ correlationId: 'req-3', trace: contextFromTraceparent(TRACEPARENT) }, () =>
      buildEventEnvelope(AUTH_EVENTS.followed, follow, meta),
    );
    expect(traced.traceparent).toBe(TRACEPARENT);
    expect(buildEventEnvelope(AUTH_EVENTS.followed, follow, meta)).not.toHaveProperty('traceparent');
  });
});
