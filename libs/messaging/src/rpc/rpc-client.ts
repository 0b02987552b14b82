import {
  RPC_HEADERS,
  type CallerIdentity,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
} from '@boonies/contracts';
import type { Context } from '@opentelemetry/api';
import { ErrorCode, Events, headers as natsHeaders, NatsError, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { connectNats, type NatsCredentials } from '../jetstream/nats-connection';
import { natsAnswers } from '../support/nats-health';
import { currentScope } from '../telemetry/correlation-scope';
import { TRACEPARENT_HEADER, traceparentOf } from '../telemetry/trace-propagation';
import type { CallerSigner } from './caller-token';
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
  /** Signs the caller of calls made on someone's behalf; services refuse an unsigned caller. */
  callerSigner?: CallerSigner;
  credentials?: NatsCredentials;
}

/**
 * Typed request/reply over NATS. Subjects and payload types come from `RpcMap`, so a call cannot send
 * the wrong shape. Every call has a timeout, a correlation id and, when signed in, the caller's identity.
 *
 * Requests speak the services' Nest NATS transport (`{ pattern, data, id }` in, `{ response | err }` back)
 * over nats.js's shared reply inbox: one publish per call, where a per-call inbox would cost a subscribe
 * and an unsubscribe on the client and the server for every request.
 */
export class RpcClient {
  /** Calls waiting for an answer, failed at once when the connection drops rather than at their timeout. */
  private readonly pending = new Set<(error: Error) => void>();
  private connected = true;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly defaultTimeoutMs: number,
    private readonly callerSigner?: CallerSigner,
  ) {
    void this.followConnection();
  }

  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const connection = await connectNats({
      servers: options.servers.split(','),
      name: options.name,
      credentials: options.credentials,
    });
    return new RpcClient(connection, options.timeoutMs ?? 5000, options.callerSigner);
  }

  async call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<S>> {
    // While reconnecting, nats.js would buffer the request until its timeout: say so at once instead.
    if (!this.connected || this.connection.isClosed()) throw RpcError.serviceUnavailable(subject);
    const headers = natsHeaders();
    headers.set(RPC_HEADERS.correlationId, context.correlationId);
    if (context.caller) headers.set(RPC_HEADERS.caller, this.signedCaller(context.caller));
    if (context.clientIp) headers.set(RPC_HEADERS.clientIp, context.clientIp);
    if (context.userAgent) headers.set(RPC_HEADERS.userAgent, context.userAgent.slice(0, 300));
    const trace = context.trace ?? currentScope()?.trace;
    const traceparent = trace && traceparentOf(trace);
    if (traceparent) headers.set(TRACEPARENT_HEADER, traceparent);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const packet = Buffer.from(JSON.stringify({ pattern: subject, data: payload, id: randomUUID() }));
    let failOnDisconnect!: (error: Error) => void;
    const disconnected = new Promise<never>((_, reject) => (failOnDisconnect = reject));
    this.pending.add(failOnDisconnect);
    try {
      const reply = await Promise.race([
        this.connection.request(subject, packet, { timeout: timeoutMs, headers }),
        disconnected,
      ]);
      return answerOf<RpcResponse<S>>(reply.string(), subject);
    } catch (error) {
      throw toRpcError(error, subject, timeoutMs);
    } finally {
      this.pending.delete(failOnDisconnect);
    }
  }

  /** Whether the NATS server answers a ping within `timeoutMs` (readiness probes). */
  async reachable(timeoutMs = 1000): Promise<boolean> {
    return natsAnswers(this.connection, timeoutMs);
  }

  async close(): Promise<void> {
    await this.connection.drain().catch(() => this.connection.close());
  }

  private signedCaller(caller: CallerIdentity): string {
    if (!this.callerSigner)
      throw new Error('This RpcClient has no caller signer: it cannot call on behalf of a user');
    return this.callerSigner.sign(caller);
  }

  private async followConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === Events.Disconnect) {
        this.connected = false;
        for (const fail of this.pending) fail(new NatsError('connection lost', ErrorCode.Disconnect));
      }
      if (status.type === Events.Reconnect) this.connected = true;
    }
  }
}

/** A service's reply: its answer, or the `{ error, code }` body its error filter sent back. */
function answerOf<T>(text: string, subject: string): T {
  const reply = JSON.parse(text) as { response?: T; err?: unknown };
  if (reply.err === undefined || reply.err === null) return reply.response as T;
  // A bare string is Nest's "no matching message handler": whatever answered does not serve this subject.
  if (typeof reply.err === 'string') throw RpcError.serviceUnavailable(subject);
  throw RpcError.fromReply(reply.err);
}

function toRpcError(error: unknown, subject: string, timeoutMs: number): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof NatsError && error.code === ErrorCode.Timeout) {
    return RpcError.serviceTimeout(subject, timeoutMs);
  }
  // No responder, a closed connection, or any other transport failure: the service cannot be reached.
  return RpcError.serviceUnavailable(subject);
}
