import { AUTH_MESSAGES, isReservedName } from '@boonies/contracts/auth';
import { DomainError } from '@boonies/platform';

/**
 * Refuses a name a skater chooses for themselves, at sign-up or in Edit Profile, that reads as a reserved
 * one. Only a new choice is asked: an account that already holds such a name keeps it, and imports and
 * puppets, made by operators and admins, are not asked.
 */
export function refuseReservedName(field: 'username' | 'displayName', name: string | null | undefined): void {
  if (name && isReservedName(name)) {
    throw new DomainError('NAME_RESERVED', AUTH_MESSAGES.nameReserved, { field });
  }
}
