import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/**
 * Validates request payloads against their contract classes: unknown fields are refused, strings are
 * bounded by the contracts, and the first problem is reported with the field it concerns.
 */
export function createRpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors: ValidationError[]) => {
      const first = firstProblem(errors);
      return new DomainError('VALIDATION_FAILED', first.message, { field: first.field });
    },
  });
}

export function firstProblem(errors: ValidationError[], parent = ''): { field: string; message: string } {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) {
      const message = messages[0].startsWith('property ') ? `Unknown field: ${field}` : messages[0];
      return { field, message };
    }
    if (error.children?.length) return firstProblem(error.children, field);
  }
  return { field: parent || 'body', message: 'Invalid request' };
}
