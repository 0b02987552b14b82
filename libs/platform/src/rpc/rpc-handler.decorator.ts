import type { NoPayload, RpcRequest, RpcResponse, RpcSubject } from '@boonies/contracts';
import type { RawJson } from '@boonies/messaging';
import { MessagePattern } from '@nestjs/microservices';

/** The subject's response, or its JSON text as the service already has it (sent on unparsed). */
type RpcAnswer<S extends RpcSubject> =
  RpcResponse<S> | RawJson<RpcResponse<S>> | Promise<RpcResponse<S> | RawJson<RpcResponse<S>>>;

/**
 * The shape `RpcMap` allows for the handler of `S`: it accepts the subject's request as its first
 * parameter and answers with its response. The parameters after the payload are the caller and context
 * (`@Caller()`, `@CorrelationId()`…), which Nest fills in by their own decorators. A subject without payload
 * lets the handler take only those, so only its answer is checked.
 */
export type RpcHandlerMethod<S extends RpcSubject> = [RpcRequest<S>] extends [NoPayload]
  ? (...context: never[]) => RpcAnswer<S>
  : (payload: RpcRequest<S>, ...context: never[]) => RpcAnswer<S>;

/**
 * `@MessagePattern(subject)` checked against `RpcMap`: a handler whose payload or answer disagrees with what
 * the gateway's typed client sends and expects for `subject` does not compile.
 *
 * @example
 * @RpcHandler(RPC.posts.feed)
 * feed(@Payload() request: FeedRequest, @Caller() caller: CallerIdentity): Promise<PostPageDto> { … }
 */
export function RpcHandler<S extends RpcSubject>(subject: S) {
  const messagePattern = MessagePattern(subject);
  // Generic in the method's own type, so the check is "fits the map", not "has exactly this type".
  return <Method extends RpcHandlerMethod<S>>(
    target: object,
    method: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    messagePattern(target, method, descriptor);
  };
}
