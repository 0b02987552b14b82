// The replicated data tier's pure parts (`npm run ha`): the configurations it renders for etcd, Patroni,
// HAProxy and pgBackRest, the split-brain checker and the outboxes compared with the event streams. The run
// itself starts the real daemons on them.
import { callScriptExports } from './es-module';

interface Instance {
  name: string;
  port: number;
  restPort: number;
  dataDir: string;
  socketDir: string;
}

const instances: Instance[] = [1, 2, 3].map((index) => ({
  name: `pg-${index}`,
  port: 15430 + index,
  restPort: 18000 + index,
  dataDir: `/tmp/ha/pg/pg-${index}/data`,
  socketDir: `/tmp/ha/pg/pg-${index}`,
}));

const etcdMembers = [1, 2, 3].map((index) => ({
  name: `etcd-${index}`,
  clientPort: 2370 + index,
  peerPort: 2380 + index,
}));
const probe = (at: number, instance: string, primary: boolean | undefined, wrote: boolean) => ({
  at,
  instance,
  primary,
  wrote,
  id: `${instance}@${at}`,
});
/** HAProxy's statistics as CSV (`/stats;csv`), the primary port's servers in the given states. */
function statsCsv(states: string[]): string {
  const row = (proxy: string, server: string, status: string) =>
    [proxy, server, ...Array<string>(15).fill('0'), status, '1', '1', '0'].join(',');
  return [
    '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,act,bck',
    row('primary', 'FRONTEND', 'OPEN'),
    ...states.map((status, index) => row('primary', `pg-${index + 1}`, status)),
    row('primary', 'BACKEND', 'UP'),
    ...states.map((_, index) => row('replicas', `pg-${index + 1}`, 'UP')),
    '',
  ].join('\n');
}

const calls = {
  patroni: {
    file: 'scripts/lib/ha/patroni-cluster.mjs',
    name: 'patroniConfigOf',
    args: [
      instances[1],
      {
        etcdHosts: ['127.0.0.1:2379', '127.0.0.1:2380', '127.0.0.1:2381'],
        archiveCommand: 'pgbackrest archive-push %p',
      },
    ],
  },
  haproxy: {
    file: 'scripts/lib/ha/postgres-haproxy.mjs',
    name: 'postgresHaproxyConfigOf',
    args: [{ primaryPort: 5000, replicaPort: 5001, statsPort: 7000 }, instances],
  },
  routedWhileChecking: {
    file: 'scripts/lib/ha/postgres-haproxy.mjs',
    name: 'primaryRouteOf',
    // Just started: pg-1 passed its first check, the others failed one of the two that take them down.
    args: [statsCsv(['UP', 'UP 1/2', 'UP 1/2'])],
  },
  routedToOne: {
    file: 'scripts/lib/ha/postgres-haproxy.mjs',
    name: 'primaryRouteOf',
    args: [statsCsv(['DOWN', 'UP', 'DOWN 1/2'])],
  },
  publishedOnce: {
    file: 'scripts/lib/chaos/published-once.mjs',
    name: 'publishedOnceProblems',
    args: [
      ['e-1', 'e-2', 'e-3', 'e-4'],
      [
        { stream: 'EVENTS_POSTS', id: 'e-1' },
        { stream: 'EVENTS_POSTS', id: 'e-2' },
        { stream: 'EVENTS_POSTS', id: 'e-2' },
        { stream: 'EVENTS_AUTH', id: 'e-4' },
        { stream: 'EVENTS_AUTH', id: 'e-5' },
      ],
    ],
  },
  etcd: {
    file: 'scripts/lib/ha/etcd-cluster.mjs',
    name: 'etcdArgsOf',
    args: [etcdMembers[0], etcdMembers, '/tmp/ha/etcd'],
  },
  pgbackrest: {
    file: 'scripts/lib/ha/pgbackrest.mjs',
    name: 'pgbackrestConfigOf',
    args: ['/tmp/ha/backrest', instances],
  },
  twoWriters: {
    file: 'scripts/lib/ha/split-brain.mjs',
    name: 'splitBrainsOf',
    args: [
      [
        [
          probe(1000, 'pg-1', true, true),
          probe(1001, 'pg-2', false, false),
          probe(1002, 'pg-3', false, false),
        ],
        // pg-1's write of this round was left behind: two histories took writes.
        [probe(1500, 'pg-1', true, true), probe(1501, 'pg-2', true, true), probe(1502, 'pg-3', false, false)],
      ],
      ['pg-1@1000', 'pg-2@1501'],
    ],
  },
  oneWriter: {
    file: 'scripts/lib/ha/split-brain.mjs',
    name: 'splitBrainsOf',
    args: [
      [
        // An orphaned primary whose commit was not acknowledged in time, a primary, an instance down.
        [
          probe(1000, 'pg-1', true, false),
          probe(1001, 'pg-2', true, true),
          probe(1002, 'pg-3', undefined, false),
        ],
        [],
      ],
      ['pg-2@1001'],
    ],
  },
  oneHistory: {
    file: 'scripts/lib/ha/split-brain.mjs',
    name: 'splitBrainsOf',
    // The old primary's last write reached its standby, which was promoted and took the next one.
    args: [
      [[probe(1000, 'pg-1', true, true), probe(1001, 'pg-2', true, true), probe(1002, 'pg-3', false, false)]],
      ['pg-1@1000', 'pg-2@1001'],
    ],
  },
  lostProbeWrites: {
    file: 'scripts/lib/ha/split-brain.mjs',
    name: 'lostProbeWritesOf',
    args: [
      [
        [probe(1000, 'pg-1', true, true), probe(1001, 'pg-2', false, false)],
        [probe(1500, 'pg-1', true, true), probe(1501, 'pg-2', true, false)],
        [probe(2000, 'pg-1', false, false), probe(2001, 'pg-2', true, true)],
      ],
      ['pg-1@1000', 'pg-2@2001'],
    ],
  },
};
const results = Object.fromEntries(
  callScriptExports(Object.values(calls)).map((result, index) => [Object.keys(calls)[index], result]),
) as Record<keyof typeof calls, unknown>;

/** The lines of one HAProxy section (`listen primary`), its header excluded. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(header);
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line !== '' && !line.startsWith(' '));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
}

describe('the Patroni configuration', () => {
  const config = results.patroni as {
    etcd3: { hosts: string[] };
    bootstrap: {
      dcs: {
        ttl: number;
        loop_wait: number;
        retry_timeout: number;
        primary_start_timeout: number;
        synchronous_mode: boolean;
        synchronous_mode_strict: boolean;
        postgresql: { use_pg_rewind: boolean; parameters: Record<string, unknown> };
      };
    };
    postgresql: { listen: string; data_dir: string; parameters: Record<string, unknown> };
    restapi: { listen: string };
  };
  const { dcs } = config.bootstrap;

  it('makes a commit wait for a synchronous standby, the only one that may be promoted', () => {
    expect(dcs.synchronous_mode).toBe(true);
  });

  it('keeps commits waiting while no synchronous standby follows, even as a restarted agent reloads', () => {
    expect(dcs.synchronous_mode_strict).toBe(true);
  });

  it('fails a crashed primary over at once rather than restarting it in place', () => {
    expect(dcs.primary_start_timeout).toBe(0);
  });

  it("keeps the leader key alive through a loop and two retries, as Patroni's timing rule asks", () => {
    expect(dcs.loop_wait + 2 * dcs.retry_timeout).toBeLessThanOrEqual(dcs.ttl);
  });

  it('rewinds a former primary, archives WAL and runs the instance on its own loopback ports', () => {
    expect(dcs.postgresql.use_pg_rewind).toBe(true);
    expect(dcs.postgresql.parameters.archive_mode).toBe('on');
    expect(config.postgresql.parameters.archive_command).toBe('pgbackrest archive-push %p');
    expect(config.postgresql.listen).toBe('127.0.0.1:15432');
    expect(config.postgresql.data_dir).toBe('/tmp/ha/pg/pg-2/data');
    expect(config.restapi.listen).toBe('127.0.0.1:18002');
    expect(config.etcd3.hosts).toHaveLength(3);
  });
});

describe('the HAProxy configuration', () => {
  const config = results.haproxy as string;

  it("routes the primary port by Patroni's /primary check and cuts sessions to a server marked down", () => {
    const primary = section(config, 'listen primary');
    expect(primary).toContain('bind 127.0.0.1:5000');
    expect(primary).toContain('option httpchk GET /primary');
    expect(primary.find((line) => line.startsWith('default-server'))).toContain(
      'on-marked-down shutdown-sessions',
    );
    for (const { name, port, restPort } of instances)
      expect(primary).toContain(`server ${name} 127.0.0.1:${port} check port ${restPort}`);
  });

  it('balances the replica port over the instances that answer /replica', () => {
    const replicas = section(config, 'listen replicas');
    expect(replicas).toContain('bind 127.0.0.1:5001');
    expect(replicas).toContain('option httpchk GET /replica');
    expect(replicas.filter((line) => line.startsWith('server '))).toHaveLength(3);
  });
});

describe("HAProxy's route to the primary", () => {
  it('is none while servers that failed a check still take connections on their way down', () => {
    expect(results.routedWhileChecking).toBeNull();
  });

  it('is the one server that takes connections, however the others stand', () => {
    expect(results.routedToOne).toBe('pg-2');
  });
});

describe('the etcd members', () => {
  const args = results.etcd as string[];
  const flag = (name: string) => args[args.indexOf(name) + 1];

  it('form one cluster of all three, each on its own ports and folder', () => {
    expect(flag('--initial-cluster')).toBe(
      'etcd-1=http://127.0.0.1:2381,etcd-2=http://127.0.0.1:2382,etcd-3=http://127.0.0.1:2383',
    );
    expect(flag('--listen-client-urls')).toBe('http://127.0.0.1:2371');
    expect(flag('--listen-peer-urls')).toBe('http://127.0.0.1:2381');
    expect(flag('--data-dir')).toBe('/tmp/ha/etcd/etcd-1');
  });
});

describe('the pgBackRest configuration', () => {
  const config = (results.pgbackrest as string).split('\n');

  it('knows every instance, so a backup runs on whichever is the primary', () => {
    instances.forEach(({ dataDir, port }, index) => {
      expect(config).toContain(`pg${index + 1}-path=${dataDir}`);
      expect(config).toContain(`pg${index + 1}-port=${port}`);
    });
  });

  it('keeps two full backups in the local repository', () => {
    expect(config).toContain('repo1-path=/tmp/ha/backrest/repository');
    expect(config).toContain('repo1-retention-full=2');
  });
});

describe('splitBrainsOf', () => {
  it('reports the rounds in which two instances took writes and one of them was left behind', () => {
    expect(results.twoWriters).toEqual([{ at: 1500, instances: ['pg-1', 'pg-2'] }]);
  });

  it('does not count an orphaned primary whose write was not acknowledged, nor an instance that is down', () => {
    expect(results.oneWriter).toEqual([]);
  });

  it('does not count two writes of a round that the surviving history holds one after the other', () => {
    expect(results.oneHistory).toEqual([]);
  });
});

describe('lostProbeWritesOf', () => {
  it('lists the acknowledged probe writes the surviving history does not hold, in any round', () => {
    expect(results.lostProbeWrites).toEqual([probe(1500, 'pg-1', true, true)]);
  });
});

describe('publishedOnceProblems', () => {
  it('names the outbox events never published or published twice, and messages without an outbox row', () => {
    expect(results.publishedOnce).toEqual([
      'event e-3 never published',
      'event e-2 published 2 times (EVENTS_POSTS, EVENTS_POSTS)',
      'message e-5 in EVENTS_AUTH without an outbox row',
    ]);
  });
});
