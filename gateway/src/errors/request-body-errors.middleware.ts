import { DomainError } from '@boonies/platform';
import type { NextFunction, Request, Response } from 'express';

/** Largest JSON body the API accepts, in kB; no route needs more. */
const JSON_BODY_LIMIT_KB = 100;
export const JSON_BODY_LIMIT = `${JSON_BODY_LIMIT_KB}kb`;
/** A trick import carries a whole JSON or CSV file (see TRICK_IMPORT_MAX_CHARS). */
export const IMPORT_BODY_LIMIT = '1mb';
export const IMPORT_ROUTE = '/api/admin/tricks/import';

/** The shape of the errors Express's body parser raises (from the `http-errors` package). */
interface BodyParserError {
  /** The limit that was exceeded, in bytes. */
  limit?: number;
  type: string;
  status: number;
  expose: boolean;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<BodyParserError>).type === 'string' &&
    typeof (error as Partial<BodyParserError>).status === 'number'
  );
}

/** The request-body failure as the API reports it, or undefined when the error is not about the body. */
export function requestBodyProblem(error: unknown): DomainError | undefined {
  if (!isBodyParserError(error)) return undefined;
  if (error.type === 'entity.too.large') {
    return new DomainError(
      'PAYLOAD_TOO_LARGE',
      `The request body is too large (at most ${Math.round((error.limit ?? JSON_BODY_LIMIT_KB * 1024) / 1024)} kB).`,
    );
  }
  if (error.type === 'entity.parse.failed') {
    return new DomainError('VALIDATION_FAILED', 'The request body is not valid JSON.', { field: 'body' });
  }
  if (error.status >= 400 && error.status < 500 && error.expose) {
    return new DomainError('VALIDATION_FAILED', 'The request body could not be read.', { field: 'body' });
  }
  return undefined;
}

/**
 * Express error middleware placed right after the body parser: its failures become API errors, which
 * continue to the exception filter like any other.
 */
export function translateRequestBodyErrors(
  error: unknown,
  _request: Request,
  _response: Response,
  next: NextFunction,
) {
  next(requestBodyProblem(error) ?? error);
}
