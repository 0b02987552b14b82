import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import { contractSchemaOf, contractSchemaRef, type ContractClass } from './contract-schemas';

/** Documents a route's JSON body as the contract DTO its `@Body()` is validated against. */
export function ApiBodyOf(dto: ContractClass, options: { description?: string; required?: boolean } = {}) {
  return ApiBody({ schema: contractSchemaRef(dto), ...options });
}

/**
 * Documents a route's query parameters as the fields of the contract DTO its `@Query()` is validated against;
 * `descriptions` say what a field means on this route where the DTO serves several.
 */
export function ApiQueryOf(dto: ContractClass, descriptions: Record<string, string> = {}) {
  return applyDecorators(
    ...fieldsOf(dto).map(({ name, schema, required, description }) =>
      ApiQuery({ name, required, schema, description: descriptions[name] ?? description }),
    ),
  );
}

/**
 * Documents a route's path parameters as the fields of the contract DTO its `@Param()` is validated against;
 * `descriptions` say what a field means on this route where the DTO serves several.
 */
export function ApiParamsOf(dto: ContractClass, descriptions: Record<string, string> = {}) {
  return applyDecorators(
    ...fieldsOf(dto).map(({ name, schema, description }) =>
      ApiParam({ name, schema, description: descriptions[name] ?? description }),
    ),
  );
}

function fieldsOf(dto: ContractClass) {
  const { properties = {}, required = [] } = contractSchemaOf(dto);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...schema } = property as { description?: string };
    return { name, schema, description, required: required.includes(name) };
  });
}
