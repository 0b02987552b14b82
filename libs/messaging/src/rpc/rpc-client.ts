import {
  RPC_HEADERS,
  type CallerIdentity,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
} from '@boonies/contracts';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import type { Context } from '@opentelemetry/api';
import { headers as natsHeaders, type NatsConnection } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { natsAnswers } from '../support/nats-health';
import { currentScope } from '../telemetry/correlation-scope';
import { TRACEPARENT_HEADER, traceparentOf } from '../telemetry/trace-propagation';
import { RpcError } from './rpc-error';

export interface CallContext {
  correlationId: string;
  /** The trace the call belongs to; the current scope's when omitted. */
  trace?: Context;
  caller?: CallerIdentity;
  clientIp?: string;
  userAgent?: string;
}

export interface RpcClientOptions {
  /** One URL, or several comma-separated. */
  servers: string;
  /** Shown in NATS monitoring, e.g. `gateway`. */
  name: string;
  /** Default time a call may take before it fails with SERVICE_TIMEOUT. */
  timeoutMs?: number;
}

/**
 * Typed request/reply over NATS. Subjects and payload types come from `RpcMap`, so a call cannot send
 * the wrong shape. Every call has a timeout, a correlation id and, when signed in, the caller's identity.
 */
export class RpcClient {
  private constructor(
    private readonly client: ClientNats,
    private readonly connection: NatsConnection,
    private readonly defaultTimeoutMs: number,
  ) {}

  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const client = new ClientNats({
      servers: options.servers.split(','),
      name: options.name,
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
    });
    const connection = (await client.connect()) as NatsConnection;
    return new RpcClient(client, connection, options.timeoutMs ?? 5000);
  }

  async call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<S>> {
    const headers = natsHeaders();
    headers.set(RPC_HEADERS.correlationId, context.correlationId);
    if (context.caller) headers.set(RPC_HEADERS.caller, JSON.stringify(context.caller));
    if (context.clientIp) headers.set(RPC_HEADERS.clientIp, context.clientIp);
    if (context.userAgent) headers.set(RPC_HEADERS.userAgent, context.userAgent.slice(0, 300));
    const trace = context.trace ?? currentScope()?.trace;
    const traceparent = trace && traceparentOf(trace);
    if (traceparent) headers.set(TRACEPARENT_HEADER, traceparent);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    try {
      return await firstValueFrom(
        this.client.send<RpcResponse<S>>(subject, record).pipe(timeout({ first: timeoutMs })),
      );
    } catch (error) {
      throw toRpcError(error, subject, timeoutMs);
    }
  }

  /** Whether the NATS server answers a ping within `timeoutMs` (readiness probes). */
  async reachable(timeoutMs = 1000): Promise<boolean> {
    return natsAnswers(this.connection, timeoutMs);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function toRpcError(error: unknown, subject: string, timeoutMs: number): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof TimeoutError) return RpcError.serviceTimeout(subject, timeoutMs);
  // No responder, or no connection to NATS at all: either way the service cannot be reached. Nest's NATS
  // client reports a connection lost mid-reconnect as a bare string, not an Error.
  if (error instanceof EmptyResponseException || error instanceof Error || typeof error === 'string')
    return RpcError.serviceUnavailable(subject);
  // Anything else is the `{ error, code }` body a service's error filter sent back.
  return RpcError.fromReply(error);
}
