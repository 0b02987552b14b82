import path from 'node:path';
import { generateCallerKeys } from '@boonies/messaging';
import { ConfigError, loadConfig, ServiceConfig } from '@boonies/platform';
// The deployment must satisfy each process's own configuration schema, so the schemas are read from the
// processes themselves rather than copied here: the one place a check reaches into applications' code.
/* eslint-disable @nx/enforce-module-boundaries */
import { GatewayConfig } from '../../../gateway/src/config/gateway.config';
import { AuthConfig } from '../../../services/auth/src/config/auth.config';
import { GamesConfig } from '../../../services/games/src/config/games.config';
import { MediaConfig } from '../../../services/media/src/config/media.config';
import { TricksConfig } from '../../../services/tricks/src/config/tricks.config';
import { VerificationConfig } from '../../../services/verification/src/config/verification.config';
import { WebhooksConfig } from '../../../services/webhooks/src/config/webhooks.config';
/* eslint-enable @nx/enforce-module-boundaries */
import { isLoopback, type ProcessName } from './processes';

const CONFIG_CLASSES: Record<ProcessName, new () => object> = {
  auth: AuthConfig,
  tricks: TricksConfig,
  posts: ServiceConfig,
  verification: VerificationConfig,
  messaging: ServiceConfig,
  sponsorships: ServiceConfig,
  admin: ServiceConfig,
  games: GamesConfig,
  media: MediaConfig,
  webhooks: WebhooksConfig,
  social: ServiceConfig,
  gateway: GatewayConfig,
};

export type Environment = Record<string, string>;

/** A directory or file whose default is relative to the working directory: in the image's read-only root. */
function isRelativePath(name: string, value: unknown): boolean {
  return /_(DIR|PATH|FILE)$/.test(name) && typeof value === 'string' && !path.isAbsolute(value);
}

/**
 * The variables a container of `process` must set: those production refuses to start without, those whose
 * default points at the loopback address (fine on a developer's machine, wrong in a container), those whose
 * default is a directory under the working directory (the image's root filesystem is read-only), NODE_ENV
 * (the images run in production) and OPS_PORT (the probes' port).
 */
export function requiredVariables(process: ProcessName): string[] {
  const configClass = CONFIG_CLASSES[process];
  const defaults = Object.entries(new configClass());
  const loopbackDefaults = defaults
    .filter(
      ([name, value]) => (typeof value === 'string' && isLoopback(value)) || isRelativePath(name, value),
    )
    .map(([name]) => name);
  const requiredInProduction = configProblems(process, { NODE_ENV: 'production' }).map(
    (problem) => problem.split(':')[0],
  );
  return [...new Set(['NODE_ENV', 'OPS_PORT', ...loopbackDefaults, ...requiredInProduction])].sort();
}

/** What the process would refuse at start with this environment; empty when it starts. */
export function configProblems(process: ProcessName, env: Environment): string[] {
  try {
    loadConfig(CONFIG_CLASSES[process], env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/**
 * Stand-ins of the right shape for what Secrets hold: manifests only name the Secret, and a value is needed
 * to check that the rest of the environment passes validation.
 */
const STAND_IN_CALLER_KEYS = generateCallerKeys();

export const SECRET_STAND_INS: Environment = {
  DATABASE_URL: 'postgres://boonies:secret@database:5432/boonies',
  JWT_SECRET: 'a-stand-in-for-the-secret-of-48-random-characters',
  NATS_PASSWORD: 'a-stand-in-for-a-nats-password',
  CALLER_SIGNING_KEY: STAND_IN_CALLER_KEYS.signingKey,
  CALLER_VERIFY_KEY: STAND_IN_CALLER_KEYS.verifyKey,
  SIGNAL_HASH_KEY: 'a-stand-in-for-the-signal-key-of-48-random-chars',
  MEDIA_S3_ACCESS_KEY_ID: 'a-stand-in-access-key-id',
  MEDIA_S3_SECRET_ACCESS_KEY: 'a-stand-in-for-the-bucket-secret-access-key',
  WEBHOOKS_SECRET_KEY: 'a-stand-in-for-the-webhooks-sealing-key-of-48-chars',
};
