import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_SCHEMA } from './response-docs.decorator';

/** Documents the `{ error, code }` answers a route can give, by status and what causes each. */
export function ApiErrorResponses(causes: Record<number, string>) {
  return applyDecorators(
    ...Object.entries(causes).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: ERROR_SCHEMA }),
    ),
  );
}
