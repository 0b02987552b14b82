import { RPC_HEADERS } from '@boonies/contracts/common';
import {
  contextFromTraceparent,
  RAW_JSON_REPLY_HEADER,
  RawJson,
  runInScope,
  SendBatch,
  SpanKind,
  startSpan,
  TRACEPARENT_HEADER,
  type ActiveSpan,
} from '@boonies/messaging';
import type { NatsContext } from '@nestjs/microservices';
import { ServerNats } from '@nestjs/microservices';
import { headers as natsHeaders, type Msg } from 'nats';
import { randomUUID } from 'node:crypto';
import { recordRpcHandled } from '../metrics/rpc-metrics';

/** A request being handled: what its answer is measured against. */
interface Observation {
  subject: string;
  span: ActiveSpan;
  startedAt: number;
}

/** What Nest publishes for a request: its answer, or the `{ error, code }` body the error filter made. */
interface ReplyPacket {
  response?: unknown;
  err?: unknown;
}

/**
 * Nest's NATS transport, observed, and with the costs per request that buy nothing taken out:
 * - every request runs in the scope of the one that caused it: its correlation id and trace reach the
 *   handler's log lines and the events it writes; each answer is counted and timed by subject and outcome.
 *   Done here, around the whole message, rather than in a Nest interceptor, which wraps every call in
 *   observables and async resources of its own;
 * - the route of a subject is worked out once: Nest tries every incoming subject as JSON first, and a plain
 *   subject such as `rpc.auth.me` throws on every message;
 * - the replies of one event-loop turn leave together, in one socket write (see `SendBatch`);
 * - an answer that is already JSON text (`RawJson`, e.g. a feed page PostgreSQL built) is sent as it is,
 *   marked by a header, instead of inside Nest's envelope, which would escape it as a string or parse it.
 */
export class RpcServer extends ServerNats {
  private readonly routes = new Map<string, string>();
  private readonly replies = new SendBatch();
  private readonly observed = new WeakMap<Msg, Observation>();

  override handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    // Without a reply subject it is no request; nothing in the system sends those.
    if (!natsMsg.reply) return super.handleMessage(channel, natsMsg);
    const headers = natsMsg.headers;
    const subject = natsMsg.subject;
    const span = startSpan(
      subject,
      SpanKind.SERVER,
      contextFromTraceparent(headers?.get(TRACEPARENT_HEADER) || undefined),
      { 'messaging.destination.name': subject },
    );
    this.observed.set(natsMsg, { subject, span, startedAt: performance.now() });
    const scope = {
      correlationId: headers?.get(RPC_HEADERS.correlationId) || randomUUID(),
      trace: span.context,
    };
    return runInScope(scope, () => super.handleMessage(channel, natsMsg));
  }

  protected override getRouteFromPattern(pattern: string): string {
    let route = this.routes.get(pattern);
    if (route === undefined) {
      // The pattern is the subject the server subscribed to, one of the service's own few.
      route = super.getRouteFromPattern(pattern);
      this.routes.set(pattern, route);
    }
    return route;
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (packet: ReplyPacket) => void {
    const publish = super.getPublisher(natsMsg, id, ctx);
    let observation = this.observed.get(natsMsg);
    return (packet) => {
      if (observation) finish(observation, packet);
      observation = undefined;
      const { response } = packet;
      if (response instanceof RawJson && (packet.err === undefined || packet.err === null)) {
        this.onProcessingEndHook?.(this.transportId, ctx);
        this.replies.run(() => natsMsg.respond(response.bytes(), { headers: rawJsonHeaders() }));
      } else {
        this.replies.run(() => publish(packet));
      }
    };
  }
}

function rawJsonHeaders() {
  const headers = natsHeaders();
  headers.set(RAW_JSON_REPLY_HEADER, '1');
  return headers;
}

function finish({ subject, span, startedAt }: Observation, packet: ReplyPacket): void {
  if (packet.err === undefined || packet.err === null) {
    recordRpcHandled(subject, (performance.now() - startedAt) / 1000, undefined);
    span.end();
    return;
  }
  const body = typeof packet.err === 'object' ? (packet.err as { code?: unknown; error?: unknown }) : {};
  const code = typeof body.code === 'string' ? body.code : 'INTERNAL';
  recordRpcHandled(subject, (performance.now() - startedAt) / 1000, code);
  span.end(typeof body.error === 'string' ? body.error : code);
}
