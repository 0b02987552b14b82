import type { AnyRpcDefinition, NoPayload, RpcRequest, RpcResponse } from '@boonies/contracts/rpc';
import type { RawJson } from '@boonies/messaging';
import { MessagePattern } from '@nestjs/microservices';

/** The operation's response, or its JSON text as the service already has it (sent on unparsed). */
type RpcAnswer<D extends AnyRpcDefinition> =
  RpcResponse<D> | RawJson<RpcResponse<D>> | Promise<RpcResponse<D> | RawJson<RpcResponse<D>>>;

/**
 * The shape the definition `D` allows for its handler: it accepts the operation's request as its first
 * parameter and answers with its response. The parameters after the payload are the caller and context
 * (`@Caller()`, `@CorrelationId()`…), which Nest fills in by their own decorators. A subject without payload
 * lets the handler take only those, so only its answer is checked.
 */
export type RpcHandlerMethod<D extends AnyRpcDefinition> = [RpcRequest<D>] extends [NoPayload]
  ? (...context: never[]) => RpcAnswer<D>
  : (payload: RpcRequest<D>, ...context: never[]) => RpcAnswer<D>;

/**
 * `@MessagePattern(definition.subject)` checked against the definition: a handler whose payload or answer
 * disagrees with what the gateway's typed client sends and expects for it does not compile.
 *
 * @example
 * @RpcHandler(POSTS_RPC.feed)
 * feed(@Payload() request: FeedRequest, @Caller() caller: CallerIdentity): Promise<PostPageDto> { … }
 */
export function RpcHandler<D extends AnyRpcDefinition>(definition: D) {
  const messagePattern = MessagePattern(definition.subject);
  // Generic in the method's own type, so the check is "fits the definition", not "has exactly this type".
  return <Method extends RpcHandlerMethod<D>>(
    target: object,
    method: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    messagePattern(target, method, descriptor);
  };
}
