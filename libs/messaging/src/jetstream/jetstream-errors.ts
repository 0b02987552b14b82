/** Whether a JetStream API call failed because the stream or consumer does not exist. */
export function isJetStreamNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('api_error' in error)) return false;
  const apiError = error.api_error as { code?: number } | undefined;
  return apiError?.code === 404;
}
