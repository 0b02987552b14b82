import { ValidateIf } from 'class-validator';

/**
 * A field a request may leave out but not send as `null`. `@IsOptional()` takes `null` for left out, so a
 * change sending `{ "date": null }` passed validation and reached the service as a value (an event moved to
 * 1970); under this condition `null` meets the field's rules and is refused. The API document reads it as
 * optional and not nullable, as it read `@IsOptional()`.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_request: object, value: unknown) => value !== undefined);
}
