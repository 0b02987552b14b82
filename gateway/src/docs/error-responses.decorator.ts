import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_SCHEMA } from './response-docs.decorator';

/**
 * Documents the `{ error, code }` answers a route can give, by status and what causes each: always JSON, also
 * on a route whose success is another type (a page), which would otherwise lend them its type.
 */
export function ApiErrorResponses(causes: Record<number, string>) {
  return applyDecorators(
    ...Object.entries(causes).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description,
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      }),
    ),
  );
}
