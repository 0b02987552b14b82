import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorModel } from './error.model';

/** Documents the `{ error, code }` answers a route can give, by status and what causes each. */
export function ApiErrorResponses(causes: Record<number, string>) {
  return applyDecorators(
    ...Object.entries(causes).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, type: ErrorModel }),
    ),
  );
}
