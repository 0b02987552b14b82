import { applyDecorators } from '@nestjs/common';
import { ApiQuery, type ApiQueryOptions } from '@nestjs/swagger';

/** Documents a route's query parameters in the order given (stacked `@ApiQuery`s list them bottom-up). */
export function ApiQueries(...queries: ApiQueryOptions[]) {
  return applyDecorators(...queries.map((query) => ApiQuery(query)));
}
