import { isCallerKey } from '@boonies/messaging';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A caller key as the environment carries it: base64 DER of an EC private (signing) or public (verify) key. */
export function IsCallerKey(kind: 'signing' | 'verify', options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCallerKey',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCallerKey(value, kind),
        defaultMessage: () =>
          `must be the base64 DER of the gateway's ${kind === 'signing' ? 'private (PKCS#8)' : 'public (SPKI)'} key`,
      },
    },
    options,
  );
}
