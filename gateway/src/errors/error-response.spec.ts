import { ERROR_STATUS, type ErrorCode } from '@boonies/contracts/common';
import { RpcError } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { INTERNAL_ERROR_BODY, toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it.each(Object.entries(ERROR_STATUS) as [ErrorCode, number][])(
    'maps the service code %s to %i',
    (code, status) => {
      expect(toErrorResponse(new RpcError(code, 'message')).status).toBe(status);
    },
  );

  it("passes a service's message, field and retry delay through", () => {
    const error = new RpcError('RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: 30 });
    expect(toErrorResponse(error)).toEqual({
      status: 429,
      body: { error: 'Too many attempts', code: 'RATE_LIMITED', retryAfterSeconds: 30 },
      unexpected: false,
    });
    expect(
      toErrorResponse(new DomainError('VALIDATION_FAILED', 'Bad email', { field: 'email' })).body,
    ).toEqual({
      error: 'Bad email',
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
  });

  it('treats an INTERNAL answer from a service as unexpected', () => {
    expect(
      toErrorResponse(new RpcError('INTERNAL', 'Something went wrong. Please try again.')).unexpected,
    ).toBe(true);
  });

  it("answers Nest's unknown-route exception with a plain Not found", () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      body: { error: 'Not found', code: 'NOT_FOUND' },
      unexpected: false,
    });
  });

  it('maps HTTP exceptions by status', () => {
    expect(toErrorResponse(new BadRequestException('Bad')).body).toEqual({
      error: 'Bad',
      code: 'VALIDATION_FAILED',
    });
    expect(toErrorResponse(new ForbiddenException('No')).body.code).toBe('FORBIDDEN');
    expect(toErrorResponse(new PayloadTooLargeException()).body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers other client errors as 400 and server errors as an opaque 500', () => {
    expect(toErrorResponse(new HttpException('Unsupported', 415))).toMatchObject({ status: 400 });
    expect(toErrorResponse(new InternalServerErrorException('db password is hunter2'))).toEqual({
      status: 500,
      body: INTERNAL_ERROR_BODY,
      unexpected: true,
    });
  });

  it('never shows anything of an unknown error', () => {
    expect(toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({
      status: 500,
      body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
      unexpected: true,
    });
    expect(toErrorResponse('a string').status).toBe(500);
  });
});
