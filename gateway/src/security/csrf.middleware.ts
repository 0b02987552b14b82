import { DomainError } from '@boonies/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { passesCsrfCheck } from './csrf-policy';
import { ownOriginOf } from './request-origin';

/** Refuses forged cross-site requests before their bodies are even read. */
export function csrfProtection(allowedOrigins: readonly string[]): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    const check = {
      method: request.method,
      origin: request.get('origin'),
      requestedWith: request.get('x-requested-with'),
      ownOrigin: ownOriginOf(request.protocol, request.get('host')),
    };
    if (passesCsrfCheck(check, allowedOrigins)) return next();
    next(
      new DomainError('CSRF_REJECTED', 'This request was refused because it did not come from this site.'),
    );
  };
}
