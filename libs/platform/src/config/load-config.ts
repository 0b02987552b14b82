// Implicit conversion reads the design-time types that decorator metadata records.
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Thrown at boot when the environment is wrong; names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates environment variables once, at boot, into a typed config object. Property names
 * are the variable names; defaults are the class's initialisers.
 */
export function loadConfig<T extends object>(
  configClass: new () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(configClass, defined, {
    enableImplicitConversion: true,
    exposeDefaultValues: true,
  });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(errors.map(describeProblem));
  return config;
}

function describeProblem(error: ValidationError): string {
  const reasons = Object.values(error.constraints ?? {}).join('; ');
  return `${error.property}: ${reasons || 'is invalid'}`;
}
