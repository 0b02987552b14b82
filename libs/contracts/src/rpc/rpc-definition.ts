import type { ServiceName } from '../common/services';

/** A request that carries nothing: the handler reads only its caller and context. */
export type NoPayload = Record<string, never>;

// Type-only keys: a definition carries its request and response types, never values under these keys.
declare const REQUEST: unique symbol;
declare const RESPONSE: unique symbol;

/**
 * One request/reply operation: the subject it travels on and, as types only, what it is asked and what it
 * answers. The typed client (`RpcClient.call`) and `@RpcHandler` read the types from here, so a caller and
 * the service answering it cannot disagree about them and still compile.
 */
export interface RpcDefinition<Request = unknown, Response = unknown> {
  /** `rpc.<service>.<operation>` */
  readonly subject: string;
  readonly service: ServiceName;
  readonly operation: string;
  readonly [REQUEST]?: Request;
  readonly [RESPONSE]?: Response;
}

/** Any definition, whatever its types: what a function taking a definition constrains its parameter to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRpcDefinition = RpcDefinition<any, any>;

/** The request type of a definition, e.g. `RpcRequest<typeof TRICKS_RPC.get>`. */
export type RpcRequest<Definition> =
  Definition extends RpcDefinition<infer Request, unknown> ? Request : never;

/** The response type of a definition, e.g. `RpcResponse<typeof TRICKS_RPC.get>`. */
export type RpcResponse<Definition> =
  Definition extends RpcDefinition<unknown, infer Response> ? Response : never;

/**
 * Defines the operation `operation` (kebab-case) of `service`, answered on `rpc.<service>.<operation>`, with
 * its request and response types. The only place a request/reply subject is written.
 */
export function defineRpc<Request, Response>(
  service: ServiceName,
  operation: string,
): RpcDefinition<Request, Response> {
  return { subject: `rpc.${service}.${operation}`, service, operation };
}
