/**
 * Errors that mean the database cannot be reached right now (refused, dropped, shutting down, recovering,
 * out of connection slots, or a primary demoted to a standby under the connection) rather than that a query is wrong: while
 * PostgreSQL restarts or fails over, a request is unavailable, not broken.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** SQLSTATEs of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/**
 * read_only_sql_transaction: a write reached an instance in recovery, a primary demoted after a failover.
 * The services only ever write, through their pools, to the primary they were given.
 */
const DEMOTED_STATE = '25006';
/** too_many_connections: every connection slot is taken for now (a pooler or scale-out past max_connections). */
const FULL_STATE = '53300';
/** What node-postgres says when a connection dies or cannot be opened in time (these carry no code). */
const DROPPED_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, driverError, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (
      UNREACHABLE_CODES.has(code) ||
      SHUTDOWN_STATES.has(code) ||
      code === DEMOTED_STATE ||
      code === FULL_STATE
    )
      return true;
    // Class 08 is "connection exception" in every SQLSTATE.
    if (code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return true;
  // TypeORM wraps the driver's error; a refused connection to a host with several addresses is an aggregate.
  if (driverError !== undefined && driverError !== error && isDatabaseUnavailable(driverError)) return true;
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
