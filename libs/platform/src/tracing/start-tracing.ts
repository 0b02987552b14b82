import { markTracingExported } from '@boonies/messaging';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';

export interface Tracing {
  /** Exports the spans buffered so far. */
  flush(): Promise<void>;
  /** Exports the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Exports spans over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporter reads the standard
 * OTEL_* variables itself). Otherwise nothing starts: trace context is still passed on, at no cost.
 * `exporter` replaces OTLP in tests.
 */
export function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  exporter?: SpanExporter,
): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter())],
  });
  provider.register();
  markTracingExported();
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      markTracingExported(false);
      await provider.shutdown();
    },
  };
}
