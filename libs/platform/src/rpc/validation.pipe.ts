import { cacheValidationRules } from '@boonies/messaging';
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/**
 * Validates request payloads (NATS requests in services, HTTP bodies in the gateway) against their contract classes: unknown fields are refused, strings are
 * bounded by the contracts, and the first problem is reported with the field it concerns.
 */
export function createValidationPipe(): ValidationPipe {
  cacheValidationRules();
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

/** Rules about what a value is come before rules about its size or shape: "must be a string" first. */
const TYPE_RULES = new Set([
  'whitelistValidation',
  'isDefined',
  'isString',
  'isBoolean',
  'isInt',
  'isNumber',
  'isArray',
  'isObject',
  'isUUID',
  'isEmail',
  'isUrl',
  'isEnum',
  'isIn',
  'isIso8601',
  'isDateString',
]);

export function firstProblem(errors: ValidationError[], parent = ''): { field: string; message: string } {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const [rule, text] = constraints.find(([name]) => TYPE_RULES.has(name)) ?? constraints[0];
      return { field, message: rule === 'whitelistValidation' ? `Unknown field: ${field}` : text };
    }
    if (error.children?.length) return firstProblem(error.children, field);
  }
  return { field: parent || 'body', message: 'Invalid request' };
}
