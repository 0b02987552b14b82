import { DomainError } from '@boonies/platform';

/** The answer to any request that needs a session and has none: no cookie, a forged one, or a revoked one. */
export const NOT_SIGNED_IN_MESSAGE = 'Not signed in';

export const notSignedIn = () => new DomainError('UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
