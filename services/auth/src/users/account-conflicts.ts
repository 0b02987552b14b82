import { AUTH_MESSAGES } from '@boonies/contracts/auth';
import { DomainError } from '@boonies/platform';
import { QueryFailedError } from 'typeorm';
import { USER_UNIQUE_INDEXES } from './entities/user.entity';

const UNIQUE_VIOLATION = '23505';

/**
 * The sign-up conflict a unique-constraint violation stands for, or undefined for any other failure. The
 * database, not a prior lookup, decides who wins a race for an email or a username.
 */
export function accountConflictOf(error: unknown): DomainError | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION) return undefined;
  switch (constraint) {
    case USER_UNIQUE_INDEXES.email:
      return new DomainError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, { field: 'email' });
    case USER_UNIQUE_INDEXES.username:
      return new DomainError('USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken, { field: 'username' });
    default:
      return undefined;
  }
}
