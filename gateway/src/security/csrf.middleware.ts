import { DomainError } from '@boonies/platform';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { passesCsrfCheck } from './csrf-policy';
import { ownOriginOf } from './request-origin';

type RequestHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** Refuses forged cross-site requests before their bodies are even read (an `onRequest` hook). */
export function csrfProtection(allowedOrigins: readonly string[]): RequestHook {
  return (request, _reply, done) => {
    const check = {
      method: request.method,
      origin: request.headers.origin,
      requestedWith: request.headers['x-requested-with'] as string | undefined,
      ownOrigin: ownOriginOf(request.protocol, request.headers.host),
    };
    if (passesCsrfCheck(check, allowedOrigins)) return done();
    done(
      new DomainError('CSRF_REJECTED', 'This request was refused because it did not come from this site.'),
    );
  };
}
