import { type CallerIdentity, RPC_HEADERS } from '@boonies/contracts/common';
import type { AnyRpcDefinition, RpcRequest, RpcResponse } from '@boonies/contracts/rpc';
import type { Context } from '@opentelemetry/api';
import {
  createInbox,
  ErrorCode,
  Events,
  headers as natsHeaders,
  NatsError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';
import { randomUUID } from 'node:crypto';
import { connectNats, inboxPrefixOf, type NatsCredentials } from '../jetstream/nats-connection';
import { natsAnswers } from '../support/nats-health';
import { SendBatch } from '../support/send-batch';
import { currentScope } from '../telemetry/correlation-scope';
import { TRACEPARENT_HEADER, traceparentOf } from '../telemetry/trace-propagation';
import type { CallerSigner } from './caller-token';
import { RAW_JSON_REPLY_HEADER, RawJson } from './raw-json';
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
 * Typed request/reply over NATS. Subjects and payload types come from the operation's definition
 * (`defineRpc`), so a call cannot send the wrong shape. Every call has a timeout, a correlation id and,
 * when signed in, the caller's identity.
 *
 * Requests speak the services' Nest NATS transport (`{ pattern, data, id }` in, `{ response | err }` back,
 * or an answer's JSON itself under `RAW_JSON_REPLY_HEADER`) over one reply inbox of the client's own: one
 * publish per call, where a per-call inbox would cost a subscribe and an unsubscribe on the client and the
 * server for every request. (nats.js's own shared inbox builds an error object, stack trace and all, for
 * every answered request.) The calls of one event-loop turn are published together, in one socket write.
 */
export class RpcClient {
  /** Calls waiting for an answer, failed at once when the connection drops rather than at their timeout. */
  private readonly pending = new Set<(error: Error) => void>();
  /** Requests of one event-loop turn leave in one socket write. */
  private readonly sends = new SendBatch();
  /** Calls sent and not yet answered, by the last token of their reply subject. */
  private readonly awaiting = new Map<string, (reply: Msg) => void>();
  private readonly replyPrefix: string;
  private lastToken = 0;
  private connected = true;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly defaultTimeoutMs: number,
    inboxPrefix: string,
    private readonly callerSigner?: CallerSigner,
  ) {
    const inbox = createInbox(inboxPrefix);
    this.replyPrefix = `${inbox}.`;
    connection.subscribe(`${inbox}.*`, {
      callback: (error, reply) => {
        if (!error) this.awaiting.get(reply.subject.slice(this.replyPrefix.length))?.(reply);
      },
    });
    void this.followConnection();
  }

  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const connection = await connectNats({
      servers: options.servers.split(','),
      name: options.name,
      credentials: options.credentials,
    });
    return new RpcClient(
      connection,
      options.timeoutMs ?? 5000,
      inboxPrefixOf(options.name),
      options.callerSigner,
    );
  }

  /** The service's answer to `payload`, as a value; a failure as an `RpcError`. */
  async call<D extends AnyRpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<D>> {
    const { subject } = definition;
    return answerOf<RpcResponse<D>>(await this.exchange(subject, payload, context, options), subject);
  }

  /**
   * The service's answer as JSON text, for passing on unread: the reply's own bytes when the service sent
   * raw JSON, else the answer serialised. A failure is an `RpcError`, as with `call`.
   */
  async callRaw<D extends AnyRpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RawJson<RpcResponse<D>>> {
    const { subject } = definition;
    const reply = await this.exchange(subject, payload, context, options);
    if (isRawJson(reply)) return new RawJson(reply.data);
    return RawJson.of(answerOf<RpcResponse<D>>(reply, subject));
  }

  private async exchange(
    subject: string,
    payload: unknown,
    context: CallContext,
    options: { timeoutMs?: number },
  ): Promise<Msg> {
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
      return await Promise.race([
        this.sends.defer(() => this.request(subject, packet, headers, timeoutMs)),
        disconnected,
      ]);
    } catch (error) {
      throw toRpcError(error, subject, timeoutMs);
    } finally {
      this.pending.delete(failOnDisconnect);
    }
  }

  /** Publishes one request with a reply subject of its own in the client's inbox; resolves with its answer. */
  private request(subject: string, packet: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    const token = (++this.lastToken).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.awaiting.delete(token);
        reject(RpcError.serviceTimeout(subject, timeoutMs));
      }, timeoutMs);
      this.awaiting.set(token, (reply) => {
        clearTimeout(timer);
        this.awaiting.delete(token);
        // An empty 503 is the server saying nobody listens on the subject.
        if (reply.data.length === 0 && reply.headers?.code === 503)
          reject(new NatsError('no responders', ErrorCode.NoResponders));
        else resolve(reply);
      });
      try {
        this.connection.publish(subject, packet, { reply: this.replyPrefix + token, headers });
      } catch (error) {
        clearTimeout(timer);
        this.awaiting.delete(token);
        reject(error);
      }
    });
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

/** Whether the reply's body is the answer's JSON itself (only answers come so; failures are enveloped). */
function isRawJson(reply: Msg): boolean {
  return reply.headers?.has(RAW_JSON_REPLY_HEADER) === true;
}

/** A service's reply: its answer, or the `{ error, code }` body its error filter sent back. */
function answerOf<T>(reply: Msg, subject: string): T {
  if (isRawJson(reply)) return new RawJson<T>(reply.data).parse();
  const envelope = JSON.parse(reply.string()) as { response?: T; err?: unknown };
  if (envelope.err === undefined || envelope.err === null) return envelope.response as T;
  // A bare string is Nest's "no matching message handler": whatever answered does not serve this subject.
  if (typeof envelope.err === 'string') throw RpcError.serviceUnavailable(subject);
  throw RpcError.fromReply(envelope.err);
}

function toRpcError(error: unknown, subject: string, timeoutMs: number): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof NatsError && error.code === ErrorCode.Timeout) {
    return RpcError.serviceTimeout(subject, timeoutMs);
  }
  // No responder, a closed connection, or any other transport failure: the service cannot be reached.
  return RpcError.serviceUnavailable(subject);
}
