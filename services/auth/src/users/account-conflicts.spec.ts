import { DomainError } from '@boonies/platform';
import { QueryFailedError } from 'typeorm';
import { accountConflictOf } from './account-conflicts';
import { USER_UNIQUE_INDEXES } from './entities/user.entity';

function queryFailure(driverError: { code: string; constraint?: string }): QueryFailedError {
  return new QueryFailedError(
    'INSERT INTO "auth"."users" …',
    [],
    Object.assign(new Error('failed'), driverError),
  );
}

describe('accountConflictOf', () => {
  it('reads a taken email from its unique index', () => {
    const conflict = accountConflictOf(
      queryFailure({ code: '23505', constraint: USER_UNIQUE_INDEXES.email }),
    );
    expect(conflict).toBeInstanceOf(DomainError);
    expect(conflict?.toBody()).toEqual({
      code: 'EMAIL_TAKEN',
      error: 'Email already registered',
      field: 'email',
    });
  });

  it('reads a taken username from its unique index', () => {
    const conflict = accountConflictOf(
      queryFailure({ code: '23505', constraint: USER_UNIQUE_INDEXES.username }),
    );
    expect(conflict?.toBody()).toEqual({
      code: 'USERNAME_TAKEN',
      error: 'Username already taken',
      field: 'username',
    });
  });

  it('leaves other failures alone', () => {
    expect(accountConflictOf(queryFailure({ code: '23505', constraint: 'sessions_pkey' }))).toBeUndefined();
    expect(
      accountConflictOf(queryFailure({ code: '23503', constraint: USER_UNIQUE_INDEXES.email })),
    ).toBeUndefined();
    expect(accountConflictOf(new Error('connection lost'))).toBeUndefined();
  });
});
