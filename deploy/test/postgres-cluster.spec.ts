import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ServiceConfig } from '@boonies/platform';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { parseAllDocuments } from 'yaml';
import { containerEnvironment, kustomizeBuild, type KubernetesDocument, ofKind } from './support/kubernetes';
import { selects } from './support/network-policy';
import { WORKSPACE_ROOT } from './support/processes';

type Spec<T> = KubernetesDocument & { spec: T };
interface Cluster {
  instances: number;
  imageName: string;
  bootstrap: { initdb: { database: string; owner: string } };
  postgresql: { parameters: Record<string, string> };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  backup?: { barmanObjectStore?: unknown };
  plugins?: { name: string; isWALArchiver?: boolean; parameters?: Record<string, string> }[];
}
interface Pooler {
  cluster: { name: string };
  instances: number;
  type: string;
  pgbouncer: { poolMode: string; parameters: Record<string, string> };
}

const infrastructure = parseAllDocuments(
  readFileSync(path.join(WORKSPACE_ROOT, 'deploy/k8s/infrastructure/postgres-cluster.yaml'), 'utf8'),
).map((document) => document.toJS() as KubernetesDocument);
const only = <T>(kind: string) => {
  const found = infrastructure.filter((document) => document.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as Spec<T>;
};

const BARMAN_CLOUD = 'barman-cloud.cloudnative-pg.io';
/** Connections PostgreSQL keeps for others than the services: superusers (3), the operator, monitoring, psql. */
const OTHER_CONNECTIONS = 20;

const production = kustomizeBuild('deploy/k8s/overlays/production');

/** The most replicas each service may run: its autoscaler's maximum (an HPA's or KEDA's). */
function maximumReplicas(name: string): number {
  const hpa = ofKind<IHorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler').find(
    (autoscaler) => autoscaler.spec?.scaleTargetRef.name === name,
  );
  const scaled = ofKind<{ spec: { scaleTargetRef: { name: string }; maxReplicaCount: number } }>(
    production,
    'ScaledObject',
  ).find((candidate) => candidate.spec.scaleTargetRef.name === name);
  const maximum = hpa?.spec?.maxReplicas ?? scaled?.spec.maxReplicaCount;
  if (maximum === undefined) throw new Error(`${name} has no autoscaler`);
  return maximum;
}

/** The database connections of every service at full scale-out: replicas × each replica's pool. */
function fullScaleOutConnections(): { total: number; perService: Record<string, number> } {
  const perService: Record<string, number> = {};
  for (const deployment of ofKind<IDeployment>(production, 'Deployment')) {
    const container = deployment.spec?.template.spec?.containers[0];
    if (!container) continue;
    const environment = containerEnvironment(container, production);
    if (!environment.has('DATABASE_URL')) continue;
    const configured = environment.get('DATABASE_POOL_SIZE');
    const pool =
      configured && 'value' in configured ? Number(configured.value) : new ServiceConfig().DATABASE_POOL_SIZE;
    perService[deployment.metadata.name] = maximumReplicas(deployment.metadata.name) * pool;
  }
  return { total: Object.values(perService).reduce((sum, count) => sum + count, 0), perService };
}

describe('the CloudNativePG manifest', () => {
  const cluster = only<Cluster>('Cluster');
  const pooler = only<Pooler>('Pooler');

  it('sizes PostgreSQL and its pooler for every service at its autoscaler’s maximum', () => {
    const { total, perService } = fullScaleOutConnections();
    expect(Object.keys(perService).length).toBeGreaterThanOrEqual(9);
    const perPooler = Math.min(
      Number(pooler.spec.pgbouncer.parameters.default_pool_size),
      Number(pooler.spec.pgbouncer.parameters.max_db_connections ?? Infinity),
    );
    // Session pooling: every open service connection holds a server connection, so none may have to wait.
    expect(pooler.spec.instances * perPooler).toBeGreaterThanOrEqual(total);
    // A pooler may be handed all of them.
    expect(Number(pooler.spec.pgbouncer.parameters.max_client_conn)).toBeGreaterThanOrEqual(total);
    // And PostgreSQL accepts every server connection the poolers may open, with room for the rest.
    expect(Number(cluster.spec.postgresql.parameters.max_connections)).toBeGreaterThanOrEqual(
      pooler.spec.instances * perPooler + OTHER_CONNECTIONS,
    );
  });

  it('pools in session mode, which the outbox’s LISTEN, the migration lock and prepared statements need', () => {
    expect(pooler.spec).toMatchObject({ cluster: { name: cluster.metadata.name }, type: 'rw' });
    expect(pooler.spec.pgbouncer.poolMode).toBe('session');
    expect(pooler.spec.instances).toBeGreaterThanOrEqual(2);
  });

  it('connects the services through the pooler, as the application user the operator keeps', () => {
    for (const deployment of ofKind<IDeployment>(production, 'Deployment')) {
      if (deployment.spec?.template.metadata?.labels?.['app.kubernetes.io/component'] !== 'service') continue;
      const container = deployment.spec.template.spec?.containers[0];
      const environment = container ? containerEnvironment(container, production) : new Map();
      expect(environment.get('DATABASE_URL')).toEqual({
        value: `postgresql://${pooler.metadata.name}:5432/${cluster.spec.bootstrap.initdb.database}`,
      });
      for (const [variable, key] of [
        ['PGUSER', 'username'],
        ['PGPASSWORD', 'password'],
      ])
        expect(environment.get(variable)).toEqual({ secret: { name: `${cluster.metadata.name}-app`, key } });
    }
  });

  it('archives through the Barman Cloud plugin, not the removed in-tree object store', () => {
    expect(cluster.spec.backup?.barmanObjectStore).toBeUndefined();
    const archiver = cluster.spec.plugins?.find((plugin) => plugin.name === BARMAN_CLOUD);
    expect(archiver?.isWALArchiver).toBe(true);
    const store = only<{ retentionPolicy: string; configuration: { destinationPath: string } }>(
      'ObjectStore',
    );
    expect(store.apiVersion).toBe('barmancloud.cnpg.io/v1');
    expect(archiver?.parameters?.barmanObjectName).toBe(store.metadata.name);
    expect(store.spec.configuration.destinationPath).toMatch(/^s3:\/\//);
    const scheduled = only<{
      method: string;
      pluginConfiguration: { name: string };
      cluster: { name: string };
    }>('ScheduledBackup');
    expect(scheduled.spec).toMatchObject({
      method: 'plugin',
      pluginConfiguration: { name: BARMAN_CLOUD },
      cluster: { name: cluster.metadata.name },
    });
  });

  it('pins the PostgreSQL image to a minor release and gives the instances their resources', () => {
    expect(cluster.spec.imageName).toMatch(/^ghcr\.io\/cloudnative-pg\/postgresql:\d+\.\d+-[\w-]+$/);
    expect(cluster.spec.resources?.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(cluster.spec.resources?.limits?.memory).toBe(cluster.spec.resources?.requests?.memory);
  });

  it('has Prometheus scrape every instance and pooler', () => {
    const monitors = infrastructure.filter((document) => document.kind === 'PodMonitor') as Spec<{
      selector: { matchLabels: Record<string, string> };
    }>[];
    const instance = { 'cnpg.io/cluster': cluster.metadata.name, 'cnpg.io/podRole': 'instance' };
    const poolerPod = { 'cnpg.io/poolerName': pooler.metadata.name, 'cnpg.io/podRole': 'pooler' };
    for (const labels of [instance, poolerPod])
      expect(monitors.filter((monitor) => selects(monitor.spec.selector, labels))).toHaveLength(1);
  });
});
