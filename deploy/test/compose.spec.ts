import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@boonies/contracts/common';
import { composeSchemaErrors, interpolate, loadCompose } from './support/compose';
import { isLoopback, OPS, PROCESSES, projectDir, WORKSPACE_ROOT } from './support/processes';
import { configProblems, requiredVariables, SECRET_STAND_INS } from './support/required-environment';

// Each process's own NATS password (deploy/nats/permissions.conf): letters and digits only.
const NATS_PASSWORDS = Object.fromEntries(
  [...SERVICE_NAMES, 'gateway'].map((name) => [`NATS_PASSWORD_${name.toUpperCase()}`, `${name}Password1`]),
);

// The shell's environment an operator starts the system with: the gateway's secret, auth's signal key,
// webhooks' sealing key and the caller key pair.
const OPERATOR_ENV = {
  JWT_SECRET: SECRET_STAND_INS.JWT_SECRET,
  SIGNAL_HASH_KEY: SECRET_STAND_INS.SIGNAL_HASH_KEY,
  WEBHOOKS_SECRET_KEY: SECRET_STAND_INS.WEBHOOKS_SECRET_KEY,
  CALLER_SIGNING_KEY: SECRET_STAND_INS.CALLER_SIGNING_KEY,
  CALLER_VERIFY_KEY: SECRET_STAND_INS.CALLER_VERIFY_KEY,
  ...NATS_PASSWORDS,
};

describe('docker-compose.yml', () => {
  const compose = loadCompose(OPERATOR_ENV);
  const { services } = compose;

  it('is valid against the Compose specification schema', () => {
    expect(composeSchemaErrors(compose)).toEqual([]);
  });

  it('notices what the schema forbids', () => {
    const broken = structuredClone(compose);
    Object.assign(broken.services.posts, { replica: 3 });
    expect(composeSchemaErrors(broken)).toEqual(['/services/posts must NOT have additional properties']);
  });

  it('runs PostgreSQL, NATS, every service and the gateway, each with a healthcheck', () => {
    expect(Object.keys(services).sort()).toEqual(['nats', 'postgres', ...PROCESSES].sort());
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.healthcheck?.disable ?? false]).toEqual([name, false]);
      expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    }
  });

  it('builds each process from deploy/Dockerfile with its project folder', () => {
    for (const process of PROCESSES) {
      const { build } = services[process];
      expect(build).toEqual({
        context: '.',
        dockerfile: 'deploy/Dockerfile',
        args: { PROJECT: projectDir(process) },
      });
      expect(existsSync(path.join(WORKSPACE_ROOT, projectDir(process), 'project.json'))).toBe(true);
      expect(services[process].healthcheck?.test).toEqual(['CMD', 'healthcheck', OPS.ready]);
    }
  });

  it('starts services once PostgreSQL and NATS are healthy, and the gateway once every service is', () => {
    const healthy = { condition: 'service_healthy' };
    for (const service of SERVICE_NAMES) {
      expect(services[service].depends_on).toEqual({ postgres: healthy, nats: healthy });
    }
    const gatewayNeeds = Object.fromEntries(
      ['nats', 'postgres', ...SERVICE_NAMES].map((name) => [name, healthy]),
    );
    expect(services.gateway.depends_on).toEqual(gatewayNeeds);
  });

  it('lets every service scale: no container name and no host port', () => {
    for (const service of SERVICE_NAMES) {
      expect([service, services[service].container_name, services[service].ports]).toEqual([
        service,
        undefined,
        undefined,
      ]);
    }
    for (const name of Object.keys(services)) expect(services[name].container_name).toBeUndefined();
  });

  it('serves the gateway at http://localhost:3000', () => {
    expect(services.gateway.ports).toEqual(['3000:3000']);
    expect(services.gateway.environment?.PORT).toBe('3000');
  });

  it('keeps JetStream on a named volume', () => {
    const nats = services.nats;
    const [flag, configPath] = nats.command ?? [];
    expect(flag).toBe('-c');
    const configMount = nats.volumes?.find((volume) => volume.split(':')[1] === configPath);
    const config = readFileSync(path.join(WORKSPACE_ROOT, configMount?.split(':')[0] ?? ''), 'utf8');
    const storeDir = /jetstream\s*\{[^}]*store_dir:\s*(\S+)/.exec(config)?.[1];
    expect(storeDir).toBeDefined();
    const dataMount = nats.volumes?.find((volume) => storeDir?.startsWith(volume.split(':')[1]));
    expect(Object.keys(compose.volumes ?? {})).toContain(dataMount?.split(':')[0]);
    expect(services.nats.healthcheck?.test.join(' ')).toContain('js-enabled-only=true');
  });

  it('gives every process each variable its configuration requires, with values it accepts', () => {
    for (const process of PROCESSES) {
      const environment = services[process].environment ?? {};
      expect([process, requiredVariables(process).filter((name) => !(name in environment))]).toEqual([
        process,
        [],
      ]);
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.OPS_PORT).toBe(String(OPS.port));
      for (const value of Object.values(environment)) expect(isLoopback(value)).toBe(false);
      expect([process, configProblems(process, environment)]).toEqual([process, []]);
    }
  });

  it('refuses to start the gateway without a JWT_SECRET from the operator', () => {
    const withoutSecret = loadCompose(NATS_PASSWORDS).services.gateway.environment ?? {};
    expect(configProblems('gateway', withoutSecret).join('\n')).toMatch(/^JWT_SECRET: /);
  });

  it('renders for the database alone with nothing set, as `docker compose up -d postgres` needs', () => {
    const bare = loadCompose({});
    expect(composeSchemaErrors(bare)).toEqual([]);
    expect(bare.services.postgres.ports).toEqual(['5432:5432']);
    expect(bare.services.postgres.depends_on).toBeUndefined();
  });

  it('leaves each process to refuse a missing NATS password itself', () => {
    const withoutPasswords = loadCompose({
      ...OPERATOR_ENV,
      ...mapValues(NATS_PASSWORDS, () => ''),
    }).services;
    for (const process of PROCESSES) {
      const problems = configProblems(process, withoutPasswords[process].environment ?? {});
      expect([process, problems]).toEqual([
        process,
        [expect.stringMatching(/^NATS_PASSWORD: must not be empty/)],
      ]);
    }
  });

  it('publishes on other host ports when the operator names them, and only the ports it names', () => {
    const shifted = loadCompose({
      ...OPERATOR_ENV,
      POSTGRES_PORT: '15432',
      NATS_PORT: '14222',
      NATS_MONITOR_PORT: '18222',
      GATEWAY_PORT: '13000',
    }).services;
    expect(shifted.postgres.ports).toEqual(['15432:5432']);
    expect(shifted.nats.ports).toEqual(['14222:4222', '18222:8222']);
    expect(shifted.gateway.ports).toEqual(['13000:3000']);
    expect(services.nats.ports).toEqual(['4222:4222', '8222:8222']);
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name).sort()).toEqual(['gateway', 'nats', 'postgres']);
  });

  it('runs every process on a read-only root filesystem with a scratch /tmp, as on Kubernetes', () => {
    for (const process of PROCESSES) {
      expect([process, services[process].read_only, services[process].tmpfs]).toEqual([
        process,
        true,
        ['/tmp'],
      ]);
    }
  });

  it('signs every process in to NATS as its own user', () => {
    for (const process of PROCESSES) {
      expect([process, services[process].environment?.NATS_USER]).toEqual([process, process]);
    }
  });

  it('starts NATS through the script that refuses missing or malformed passwords', () => {
    expect(services.nats.entrypoint).toEqual(['/bin/sh', '/etc/nats/start.sh']);
    expect(services.nats.volumes).toContain('./deploy/nats/start.sh:/etc/nats/start.sh:ro');
  });

  it('gives the NATS server every password its permissions file names', () => {
    const permissions = readFileSync(path.join(WORKSPACE_ROOT, 'deploy/nats/permissions.conf'), 'utf8');
    const named = [...permissions.matchAll(/password:\s*\$(\w+)/g)].map((match) => match[1]).sort();
    expect(named).toEqual(Object.keys(NATS_PASSWORDS).sort());
    expect(Object.keys(services.nats.environment ?? {}).sort()).toEqual(named);
  });

  it('shares one media store between the gateway and the media service, on a named volume', () => {
    const storageOf = (process: 'gateway' | 'media') => {
      const environment = services[process].environment ?? {};
      return Object.fromEntries(Object.entries(environment).filter(([name]) => name.startsWith('MEDIA_')));
    };
    expect(storageOf('media')).toEqual(storageOf('gateway'));
    expect(storageOf('media').MEDIA_STORAGE).toBe('disk');
    const dir = storageOf('media').MEDIA_STORAGE_DIR;
    expect(path.isAbsolute(dir)).toBe(true);
    const mountsOf = (process: 'gateway' | 'media') =>
      (services[process].volumes ?? []).filter((volume) => volume.split(':')[1] === dir);
    // Both write there: the gateway the uploads' bytes, the media service the renditions.
    expect(mountsOf('gateway')).toEqual([`media-data:${dir}`]);
    expect(mountsOf('media')).toEqual(mountsOf('gateway'));
    expect(Object.keys(compose.volumes ?? {})).toContain('media-data');
  });

  it('bounds a transcoder’s CPU and memory and lets it finish the clip in hand when stopped', () => {
    const { media } = services;
    expect(Number(media.deploy?.resources?.limits?.cpus)).toBeGreaterThanOrEqual(2);
    expect(media.deploy?.resources?.limits?.memory).toMatch(/^\d+[MG]$/);
    expect(media.stop_grace_period).toMatch(/^\d+s$/);
    expect(parseInt(media.stop_grace_period ?? '0', 10)).toBeGreaterThan(10);
  });

  it('passes an operator’s bucket settings to both processes that reach the media store', () => {
    const bucket = {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_ENDPOINT: 'https://s3.example.com',
      MEDIA_S3_BUCKET: 'boonies-media',
      MEDIA_S3_REGION: 'eu-west-1',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    };
    const withBucket = loadCompose({ ...OPERATOR_ENV, ...bucket }).services;
    for (const process of ['gateway', 'media']) {
      expect(withBucket[process].environment).toMatchObject(bucket);
      expect([process, configProblems(process as 'media', withBucket[process].environment ?? {})]).toEqual([
        process,
        [],
      ]);
    }
  });

  it('refuses to start the auth service without a SIGNAL_HASH_KEY from the operator', () => {
    const withoutKey = loadCompose(NATS_PASSWORDS).services.auth.environment ?? {};
    expect(configProblems('auth', withoutKey).join('\n')).toMatch(/^SIGNAL_HASH_KEY: /);
  });
});

function mapValues<T>(record: Record<string, string>, map: (value: string) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

// The NATS container's entrypoint, run with a stand-in nats-server that prints what it was started with.
describe('deploy/nats/start.sh', () => {
  let bin: string;
  const start = (env: Record<string, string>) => {
    try {
      const stdout = execFileSync('sh', [path.join(WORKSPACE_ROOT, 'deploy/nats/start.sh'), '-c', 'x.conf'], {
        env: { PATH: `${bin}:/usr/bin:/bin`, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, output: stdout.trim() };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, output: failed.stderr.trim() };
    }
  };

  beforeAll(() => {
    bin = mkdtempSync(path.join(tmpdir(), 'boonies-nats-'));
    writeFileSync(path.join(bin, 'nats-server'), '#!/bin/sh\necho "nats-server $*"\n');
    chmodSync(path.join(bin, 'nats-server'), 0o755);
  });
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  it('starts nats-server with its arguments when every password is set', () => {
    expect(start(NATS_PASSWORDS)).toEqual({ status: 0, output: 'nats-server -c x.conf' });
  });

  it('refuses an unset or empty password, naming it', () => {
    const { NATS_PASSWORD_GAMES: _games, ...withoutGames } = NATS_PASSWORDS;
    expect(start({ ...withoutGames, NATS_PASSWORD_MEDIA: '' })).toEqual({
      status: 1,
      output: [
        'NATS_PASSWORD_GAMES is not set: each process needs its own NATS password',
        'NATS_PASSWORD_MEDIA is not set: each process needs its own NATS password',
      ].join('\n'),
    });
  });

  it('refuses a password the configuration file cannot hold', () => {
    for (const bad of ['1abc', 'ab-c', 'a b']) {
      expect(start({ ...NATS_PASSWORDS, NATS_PASSWORD_AUTH: bad })).toEqual({
        status: 1,
        output: 'NATS_PASSWORD_AUTH must start with a letter and hold only letters and digits',
      });
    }
  });
});

describe('Compose variable substitution', () => {
  it.each([
    ['${A}', { A: 'x' }, 'x'],
    ['${A:-fallback}', {}, 'fallback'],
    ['${A:-fallback}', { A: '' }, 'fallback'],
    ['${A-fallback}', { A: '' }, ''],
    ['$${A}', { A: 'x' }, '${A}'],
  ])('%s with %j gives %s', (text, env, expected) => {
    expect(interpolate(text, env)).toBe(expected);
  });

  it('stops on a required variable that is missing', () => {
    expect(() => interpolate('${A:?set A}', {})).toThrow('A is required: set A');
  });
});
