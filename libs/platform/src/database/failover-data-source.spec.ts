import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { retriesTransaction } from './failover-data-source';

/** A server's error as node-postgres reports it. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** The driver's error as TypeORM throws it from a query. */
const wrapped = (error: Error) => new QueryFailedError('INSERT …', [], error);

describe('which failed transactions run again', () => {
  it.each([
    [
      'the primary shut down (admin_shutdown)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['the primary crashed (crash_shutdown)', serverError('57P02', 'terminating connection due to crash')],
    [
      'the instance still starting (cannot_connect_now)',
      serverError('57P03', 'the database system is starting up'),
    ],
    [
      'a demoted primary refusing the write',
      serverError('25006', 'cannot execute INSERT in a read-only transaction'),
    ],
    [
      'every connection slot taken (too_many_connections)',
      serverError('53300', 'sorry, too many clients already'),
    ],
    ['a connection cut under the query', new Error('Connection terminated unexpectedly')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['nothing listening (yet)', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ])('%s before the COMMIT: yes', (_, error) => {
    expect(retriesTransaction(error, 'before-commit')).toBe(true);
    expect(retriesTransaction(wrapped(error), 'before-commit')).toBe(true);
  });

  it('a connection lost during the COMMIT: no, the write may have been made', () => {
    const error = new Error('Connection terminated unexpectedly');
    expect(retriesTransaction(error, 'commit')).toBe(false);
    expect(retriesTransaction(serverError('57P01', 'terminating connection'), 'commit')).toBe(false);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a serialization failure the caller handles', serverError('40001', 'could not serialize access')],
    ['a rule of the service', new Error('Post not found')],
  ])('%s: no, it would fail again', (_, error) => {
    expect(retriesTransaction(error, 'before-commit')).toBe(false);
  });
});
