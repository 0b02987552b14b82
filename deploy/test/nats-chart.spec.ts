import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import { AckPolicy, connect, Events, type NatsConnection } from 'nats';
import { parse } from 'yaml';
import { type NatsValue, parseNatsConf } from './support/nats-conf';
import { restrictedViolations } from './support/pod-security';
import { PROCESSES, WORKSPACE_ROOT } from './support/processes';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

interface EnvSource {
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface ContainerValues {
  enabled?: boolean;
  env?: Record<string, string | EnvSource>;
  merge?: Partial<IContainer>;
}
interface NatsUser {
  user: string;
  password: string;
  permissions?: NatsValue;
}
interface ChartValues {
  container: ContainerValues;
  reloader: ContainerValues;
  promExporter: ContainerValues & { podMonitor?: { enabled?: boolean } };
  podTemplate: { merge: { spec: Partial<IPodSpec> } };
  natsBox: {
    enabled: boolean;
    container: ContainerValues;
    podTemplate: { merge: { spec: Partial<IPodSpec> } };
  };
  config: {
    monitor: { enabled: boolean };
    merge: {
      system_account: string;
      accounts: Record<string, { jetstream?: string; users: NatsUser[] }>;
    };
  };
}

const values = parse(
  readFileSync(path.join(WORKSPACE_ROOT, 'deploy/k8s/infrastructure/nats-values.yaml'), 'utf8'),
) as ChartValues;
const permissions = parseNatsConf(
  readFileSync(path.join(WORKSPACE_ROOT, 'deploy/nats/permissions.conf'), 'utf8'),
) as { authorization: { users: { user: string; password: { variable: string }; permissions: NatsValue }[] } };

/** The chart writes `<< $VARIABLE >>` unquoted into the server's configuration: a variable. */
function variableOf(password: string): string | undefined {
  return /^<< \$(\w+) >>$/.exec(password)?.[1];
}

/** The pods the chart renders from these values, as far as their security is concerned. */
function chartPods(): Record<string, IPodSpec> {
  const container = (name: string, settings: ContainerValues): IContainer => ({ name, ...settings.merge });
  const server = [container('nats', values.container)];
  if (values.reloader.enabled !== false) server.push(container('reloader', values.reloader));
  if (values.promExporter.enabled) server.push(container('prom-exporter', values.promExporter));
  return {
    nats: {
      ...values.podTemplate.merge.spec,
      containers: server,
      // The chart's own volumes: its ConfigMap, the pid file shared with the reloader, the JetStream claim.
      volumes: [
        { name: 'config', configMap: { name: 'nats-config' } },
        { name: 'pid', emptyDir: {} },
      ],
    },
    'nats-box': {
      ...values.natsBox.podTemplate.merge.spec,
      containers: [container('nats-box', values.natsBox.container)],
      volumes: [{ name: 'contexts', secret: { secretName: 'nats-box-contexts' } }],
    },
  };
}

describe('the NATS chart values', () => {
  it('run every pod of the chart as the restricted Pod Security Standard requires', () => {
    const pods = chartPods();
    expect(pods.nats.containers.map((container) => container.name)).toEqual([
      'nats',
      'reloader',
      'prom-exporter',
    ]);
    for (const [name, pod] of Object.entries(pods))
      expect([name, restrictedViolations(pod)]).toEqual([name, []]);
  });

  it('notice a pod the restricted standard refuses', () => {
    const pod = chartPods().nats;
    expect(restrictedViolations({ ...pod, securityContext: {} })).toContain(
      'container nats: runAsNonRoot is not true',
    );
    const reloader = { ...pod.containers[1], securityContext: { allowPrivilegeEscalation: true } };
    expect(restrictedViolations({ ...pod, containers: [reloader] })).toEqual(
      expect.arrayContaining([
        'container reloader: allowPrivilegeEscalation is not false',
        'container reloader: does not drop ALL capabilities',
      ]),
    );
  });

  it('export Prometheus metrics through a PodMonitor', () => {
    expect(values.config.monitor.enabled).toBe(true);
    expect(values.promExporter).toMatchObject({ enabled: true, podMonitor: { enabled: true } });
  });

  it('give every user of deploy/nats/permissions.conf its account, with the same permissions', () => {
    const account = values.config.merge.accounts.BOONIES;
    expect(account.jetstream).toBe('enabled');
    const chartUsers = account.users
      .filter((user) => user.user !== 'operator')
      .map((user) => ({
        user: user.user,
        variable: variableOf(user.password),
        permissions: user.permissions,
      }));
    const fileUsers = permissions.authorization.users.map((user) => ({
      user: user.user,
      variable: user.password.variable,
      permissions: user.permissions,
    }));
    expect(chartUsers).toEqual(fileUsers);
    expect(fileUsers.map((user) => user.user).sort()).toEqual([...PROCESSES].sort());
  });

  it('read every password from the Secret boonies-nats, none from the values', () => {
    const users = Object.values(values.config.merge.accounts).flatMap((account) => account.users);
    expect(values.config.merge.accounts[values.config.merge.system_account]?.users.length).toBeGreaterThan(0);
    for (const user of users) {
      const variable = variableOf(user.password);
      expect([user.user, variable]).toEqual([user.user, expect.any(String)]);
      const source = values.container.env?.[variable ?? ''] as EnvSource | undefined;
      expect([user.user, source?.valueFrom?.secretKeyRef?.name]).toEqual([user.user, 'boonies-nats']);
    }
  });
});

describe('the NATS server configured by the chart values', () => {
  const passwords = Object.fromEntries(
    Object.values(values.config.merge.accounts)
      .flatMap((account) => account.users)
      .map((user) => [variableOf(user.password) ?? '', `p${user.user}${Date.now()}`]),
  );
  const passwordOf = (user: string) => passwords[`NATS_PASSWORD_${user.toUpperCase()}`];
  let dir: string;
  let server: ChildProcess;
  let url: string;
  const opened: NatsConnection[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nats-chart-'));
    const port = await freePort();
    url = `nats://127.0.0.1:${port}`;
    // The chart writes config.merge as JSON with its `<< … >>` strings unquoted.
    const merged = JSON.stringify(values.config.merge, null, 2).replace(/"<< (.+?) >>"/g, '$1');
    const config = { listen: `127.0.0.1:${port}`, jetstream: { store_dir: path.join(dir, 'js') } };
    const file = path.join(dir, 'nats.conf');
    writeFileSync(file, `${JSON.stringify(config).slice(0, -1)},\n${merged.slice(1)}`);
    server = spawn(NATS_SERVER, ['-c', file], { env: { ...process.env, ...passwords }, stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const probe = await connect({ servers: url, user: 'operator', pass: passwordOf('operator') }).catch(
        () => undefined,
      );
      if (probe) {
        await probe.close();
        return;
      }
      await sleep(100);
    }
    throw new Error('The NATS server did not start with the chart configuration');
  });

  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(user: string) {
    const nats = await connect({
      servers: url,
      user,
      pass: passwordOf(user),
      inboxPrefix: `_INBOX_${user}`,
    });
    opened.push(nats);
    const refusals: string[] = [];
    void (async () => {
      for await (const status of nats.status())
        if (status.type === Events.Error) refusals.push(String(status.data));
    })();
    return { nats, refusals };
  }

  it('refuses a client without a user, or with a wrong password', async () => {
    await expect(connect({ servers: url, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers: url, user: 'posts', pass: 'wrong', reconnect: false })).rejects.toThrow(
      /authorization/i,
    );
  });

  it('lets each process publish its own events and refuses another service’s', async () => {
    const posts = await signIn('posts');
    posts.nats.publish('events.posts.post-created.v1', 'x');
    await posts.nats.flush();
    await sleep(200);
    expect(posts.refusals).toEqual([]);
    posts.nats.publish('events.auth.user-updated.v1', 'x');
    await posts.nats.flush();
    await sleep(200);
    expect(posts.refusals).toEqual(['PERMISSIONS_VIOLATION']);
  });

  it('lets auth read the social stream through its durable consumer, to republish the moved events', async () => {
    // The stream as the social service's relay fills it (written here by the unrestricted operator).
    const operator = await signIn('operator');
    const operatorStreams = await operator.nats.jetstreamManager();
    await operatorStreams.streams.add({ name: 'EVENTS_SOCIAL', subjects: ['events.social.>'] });
    await operator.nats.jetstream().publish('events.social.followed.v1', '{}');

    const auth = await signIn('auth');
    const manager = await auth.nats.jetstreamManager();
    await manager.consumers.add('EVENTS_SOCIAL', {
      durable_name: 'auth',
      ack_policy: AckPolicy.Explicit,
      filter_subject: 'events.social.*.*',
    });
    const consumer = await auth.nats.jetstream().consumers.get('EVENTS_SOCIAL', 'auth');
    const message = await consumer.next({ expires: 5000 });
    expect(message?.subject).toBe('events.social.followed.v1');
    await message?.ackAck();
    expect(auth.refusals).toEqual([]);
  });

  it('gives the processes JetStream in their account', async () => {
    const { nats } = await signIn('operator');
    const manager = await nats.jetstreamManager();
    expect((await manager.getAccountInfo()).limits).toBeDefined();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
