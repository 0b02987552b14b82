import type { PathsWithMethod, RequiredKeysOf, SuccessResponseJSON } from 'openapi-typescript-helpers';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import type { paths } from './schema';

/**
 * The gateway's routes, typed from its OpenAPI document (`schema.d.ts`, written by `npm run sync:openapi`):
 * `api.GET('/api/posts/{id}', { params: { path: { id } } })`. The path is a route of the document, and the
 * parameters, the body and the answer are that route's, so a renamed route or a changed DTO fails the
 * typecheck. The call itself is `apiRequest`'s: CSRF header, time limit, offline detection, `ApiError`.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<M extends Method, P extends PathsWithMethod<paths, M>> = paths[P][M];

/** The path and query parameters; the document marks `never` where a route has none. */
type ParamsOf<Op> = Op extends { parameters: infer P extends { path?: unknown; query?: unknown } }
  ? Pick<P, 'path' | 'query'>
  : never;

/** The query a GET route takes, e.g. to type a filter kept in a form. */
export type QueryOf<P extends PathsWithMethod<paths, 'get'>> = NonNullable<
  ParamsOf<Operation<'get', P>>['query']
>;

type ParamsInit<Op> =
  RequiredKeysOf<ParamsOf<Op>> extends never ? { params?: ParamsOf<Op> } : { params: ParamsOf<Op> };

type BodyInit<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: never };

export type CallInit<Op> = ParamsInit<Op> & BodyInit<Op> & RequestOptions;

/** The JSON of the route's 2xx answer; `undefined` for an answer without a body (204). */
export type AnswerOf<Op> = [SuccessResponseJSON<Op & Record<string | number, unknown>>] extends [never]
  ? undefined
  : SuccessResponseJSON<Op & Record<string | number, unknown>>;

/** The init is optional only when nothing in it is required. */
type InitArgs<Op> = RequiredKeysOf<CallInit<Op>> extends never ? [init?: CallInit<Op>] : [init: CallInit<Op>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

interface UntypedInit extends RequestOptions {
  params?: { path?: Record<string, string | number>; query?: Record<string, QueryValue> };
  body?: unknown;
}

/** `/api/posts/{id}` with `{ id }`: each parameter encoded, as the gateway reads them decoded. */
export function pathWithParams(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string in the order the keys were given; absent values left out, lists repeated (`a=1&a=2`). */
export function queryStringOf(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function call(method: Method, path: string, init: UntypedInit = {}): Promise<unknown> {
  const { params, body, signal, keepalive, timeoutMs } = init;
  const url = pathWithParams(path, params?.path) + queryStringOf(params?.query);
  return apiRequest(method.toUpperCase() as Uppercase<Method>, url, body, { signal, keepalive, timeoutMs });
}

function typedCall<M extends Method>(method: M) {
  return <P extends PathsWithMethod<paths, M>>(
    path: P,
    ...[init]: InitArgs<Operation<M, P>>
  ): Promise<AnswerOf<Operation<M, P>>> =>
    call(method, path as string, init as UntypedInit) as Promise<AnswerOf<Operation<M, P>>>;
}

export const api = {
  GET: typedCall('get'),
  POST: typedCall('post'),
  PUT: typedCall('put'),
  PATCH: typedCall('patch'),
  DELETE: typedCall('delete'),
};
