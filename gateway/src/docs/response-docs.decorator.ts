import { ApiResponse } from '@nestjs/swagger';
import type { ContractTypeName } from './contract-type-names';

const SCHEMA_PATH = '#/components/schemas/';

/** A contract type (`'PostDto'`), or a list of them (`['PostDto']`). */
export type ContractAnswer = ContractTypeName | readonly [ContractTypeName];

/**
 * The schema of an answer: a reference to the contract type, whose schema the document builder generates
 * from the type itself (`contractTypeSchemas`).
 */
export function contractAnswerSchema(answer: ContractAnswer) {
  if (typeof answer === 'string') return { $ref: `${SCHEMA_PATH}${answer}` };
  return { type: 'array' as const, items: { $ref: `${SCHEMA_PATH}${answer[0]}` } };
}

/** Documents an answer of a route as the contract type it sends, for one status. */
export function ApiResponseOf(status: number, answer: ContractAnswer, description = '') {
  return ApiResponse({ status, description, schema: contractAnswerSchema(answer) });
}

/** Documents a route's 200 answer as a contract type: `@ApiOkResponseOf('PostDto')`, `(['PostDto'])`. */
export const ApiOkResponseOf = (answer: ContractAnswer, description?: string) =>
  ApiResponseOf(200, answer, description);

/** Documents a route's 201 answer as a contract type. */
export const ApiCreatedResponseOf = (answer: ContractAnswer, description?: string) =>
  ApiResponseOf(201, answer, description);

/** The `{ error, code }` body of every refusal. */
export const ERROR_SCHEMA = contractAnswerSchema('ErrorBody');
