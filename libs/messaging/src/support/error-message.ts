/**
 * The message of anything thrown. Duck-typed on purpose: errors raised by Node's sockets or by drivers
 * may come from another realm (as under Jest), where `instanceof Error` is false.
 */
export function errorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}
