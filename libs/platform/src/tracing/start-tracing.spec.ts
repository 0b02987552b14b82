import { contextFromTraceparent, SpanKind, startSpan, traceparentOf } from '@boonies/messaging';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { startTracing } from './start-tracing';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

describe('startTracing', () => {
  it('starts nothing unless an OTLP endpoint is configured', () => {
    const exporter = new InMemorySpanExporter();
    expect(startTracing('auth', {}, exporter)).toBeUndefined();
    const span = startSpan('rpc.social.follow', SpanKind.SERVER, contextFromTraceparent(PARENT));
    expect(span.recording).toBe(false);
    span.end();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('exports spans of the service that continue the incoming trace when an endpoint is set', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing('auth', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, exporter);
    const span = startSpan('rpc.social.follow', SpanKind.SERVER, contextFromTraceparent(PARENT));
    const childTraceparent = traceparentOf(span.context);
    span.end('NOT_FOUND', 'rpc.social.follow failed');
    await tracing?.flush();
    const [exported] = exporter.getFinishedSpans();
    await tracing?.shutdown();

    expect(span.recording).toBe(true);
    expect(childTraceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(childTraceparent).not.toBe(PARENT);
    expect(exported).toMatchObject({ name: 'rpc.social.follow failed', status: { code: 2 } });
    expect(exported.spanContext().traceId).toBe(TRACE_ID);
    expect(exported.resource.attributes['service.name']).toBe('auth');
  });
});
