/** Injection token of the process's pino logger, for structured log lines. */
export const LOGGER = Symbol('LOGGER');
