import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isPublicHttpUrl, PUBLIC_LINK_MESSAGE } from './public-link';

/**
 * A link that browsers fetch when they show it (an image, a video, an avatar): a public http(s) address,
 * never one on the viewer's own machine or network, nor one carrying credentials (`isPublicHttpUrl`).
 * Sits beside the field's format rule (`HttpUrl`, `VideoUrl`, `IsUrl`), which says what kind of link it is.
 */
export function PublicLink(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPublicLink',
      validator: { validate: (value) => typeof value === 'string' && isPublicHttpUrl(value) },
    },
    { message: PUBLIC_LINK_MESSAGE, ...options },
  );
}
