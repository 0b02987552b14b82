import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IContainer, IPersistentVolumeClaim, IService } from 'kubernetes-models/v1';
import { parse } from 'yaml';
import { selects } from './support/network-policy';
import {
  containerEnvironment,
  type KubernetesDocument,
  kustomizeBuild,
  named,
  ofKind,
  validateAgainstSchema,
} from './support/kubernetes';
import { isLoopback, OPS, PROCESSES, WORKSPACE_ROOT } from './support/processes';
import { restrictedViolations } from './support/pod-security';
import { configProblems, requiredVariables, SECRET_STAND_INS } from './support/required-environment';

type Deployment = KubernetesDocument & IDeployment;

/** The parts of KEDA's ScaledObject these tests read. */
interface ScaledObject {
  spec: {
    scaleTargetRef: { kind?: string; name: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    triggers: { type: string; metadata: Record<string, string> }[];
  };
}

function appContainer(deployment: Deployment): IContainer {
  const containers = deployment.spec?.template.spec?.containers ?? [];
  expect(containers.map((container) => container.name)).toEqual(['app']);
  return containers[0];
}

function containerPort(container: IContainer, port: number | string): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((declared) => declared.name === port)?.containerPort;
}

const KUSTOMIZATIONS = [
  'deploy/k8s/base',
  'deploy/k8s/overlays/production',
  'deploy/k8s/overlays/production-s3',
];

/** The processes that reach the media store: the gateway (uploads, serving renditions) and the media service. */
const MEDIA_STORE_USERS = ['gateway', 'media'];

/** A resource quantity in base units: cores for CPU ('500m', '2'), bytes for memory ('512Mi', '1Gi'). */
function quantity(value: string | number | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi)?$/.exec(String(value ?? ''));
  if (!match) throw new Error(`Unreadable quantity ${value}`);
  const factor = { m: 0.001, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * factor;
}

describe.each(KUSTOMIZATIONS)('Kubernetes manifests: %s', (dir) => {
  const documents = kustomizeBuild(dir);
  const deployments = ofKind<IDeployment>(documents, 'Deployment');

  it('are valid against the Kubernetes API schemas', async () => {
    expect(documents.length).toBeGreaterThan(PROCESSES.length * 2);
    for (const document of documents) {
      await expect(validateAgainstSchema(document)).resolves.toBeUndefined();
    }
  });

  it('run a Deployment and a Service for every service and the gateway', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([...PROCESSES].sort());
    for (const process of PROCESSES) {
      const service = named(documents, 'Service', process) as KubernetesDocument & IService;
      const deployment = named(documents, 'Deployment', process) as Deployment;
      const podLabels = deployment.spec?.template.metadata?.labels ?? {};
      const selector = Object.entries(service.spec?.selector ?? {});
      expect(selector.length).toBeGreaterThan(0);
      for (const [label, value] of selector) expect(podLabels[label]).toBe(value);
      // Every Service port leads to a port the container declares.
      for (const port of service.spec?.ports ?? []) {
        expect(containerPort(appContainer(deployment), port.targetPort ?? port.port)).toBeDefined();
      }
    }
  });

  it('probe the health handlers on the ops port and announce metrics to Prometheus', () => {
    for (const deployment of deployments) {
      const container = appContainer(deployment);
      expect(containerPort(container, 'ops')).toBe(OPS.port);
      const probes = {
        liveness: container.livenessProbe?.httpGet,
        readiness: container.readinessProbe?.httpGet,
        startup: container.startupProbe?.httpGet,
      };
      expect(probes.liveness?.path).toBe(OPS.live);
      expect(probes.readiness?.path).toBe(OPS.ready);
      expect(probes.startup?.path).toBe(OPS.live);
      for (const probe of Object.values(probes)) {
        expect(containerPort(container, probe?.port ?? -1)).toBe(OPS.port);
      }
      expect(deployment.spec?.template.metadata?.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(OPS.port),
        'prometheus.io/path': OPS.metrics,
      });
    }
  });

  it('set resource requests and limits on every container', () => {
    for (const deployment of deployments) {
      const { requests, limits } = appContainer(deployment).resources ?? {};
      for (const resource of ['cpu', 'memory']) {
        expect(requests?.[resource]).toBeDefined();
        expect(limits?.[resource]).toBeDefined();
      }
    }
  });

  it('run every process as a non-root user on a read-only root filesystem', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec?.template.spec;
      expect(pod?.securityContext?.runAsNonRoot).toBe(true);
      expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0);
      const container = appContainer(deployment).securityContext;
      expect(container?.readOnlyRootFilesystem).toBe(true);
      expect(container?.allowPrivilegeEscalation).toBe(false);
      expect(container?.capabilities?.drop).toContain('ALL');
    }
  });

  it('run pods the restricted Pod Security Standard of the namespace admits', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec?.template.spec;
      expect([deployment.metadata.name, pod && restrictedViolations(pod)]).toEqual([
        deployment.metadata.name,
        [],
      ]);
    }
  });

  it('give every process a disruption budget that lets one replica go at a time', () => {
    const budgets = ofKind<IPodDisruptionBudget>(documents, 'PodDisruptionBudget');
    for (const deployment of deployments) {
      const labels = deployment.spec?.template.metadata?.labels;
      const own = budgets.filter((budget) => selects(budget.spec?.selector, labels));
      expect([deployment.metadata.name, own.map((budget) => budget.spec?.maxUnavailable)]).toEqual([
        deployment.metadata.name,
        [1],
      ]);
    }
  });

  it('spread the replicas of every process across nodes, and across zones where it can', () => {
    for (const deployment of deployments) {
      const labels = deployment.spec?.template.metadata?.labels ?? {};
      const constraints = deployment.spec?.template.spec?.topologySpreadConstraints ?? [];
      const byTopology = Object.fromEntries(
        constraints.map((constraint) => [constraint.topologyKey, constraint]),
      );
      expect(byTopology['kubernetes.io/hostname']?.whenUnsatisfiable).toBe('DoNotSchedule');
      expect(byTopology['topology.kubernetes.io/zone']?.whenUnsatisfiable).toBe('ScheduleAnyway');
      for (const constraint of constraints) {
        // The selector takes the pod's own name from its labels: its Deployment's pods, and no other's.
        expect(selects(constraint.labelSelector, labels)).toBe(true);
        expect(constraint.matchLabelKeys).toContain('app.kubernetes.io/name');
        expect(labels['app.kubernetes.io/name']).toBe(deployment.metadata.name);
      }
    }
  });

  it('reference secrets without carrying any', () => {
    expect(ofKind(documents, 'Secret')).toEqual([]);
    const secretVariables = deployments.flatMap((deployment) =>
      [...containerEnvironment(appContainer(deployment), documents)]
        .filter(([, source]) => 'secret' in source)
        .map(([name]) => `${deployment.metadata.name}:${name}`),
    );
    expect(secretVariables).toEqual(expect.arrayContaining(['gateway:JWT_SECRET', 'auth:SIGNAL_HASH_KEY']));
    // The database's password: in the URL from a Secret, or beside an address that carries none.
    for (const service of ['auth', 'posts']) {
      expect(
        secretVariables.filter((variable) =>
          [`${service}:DATABASE_URL`, `${service}:PGPASSWORD`].includes(variable),
        ),
      ).toHaveLength(1);
    }
    // Nothing sensitive may travel as a plain value in a ConfigMap or a container's env.
    for (const deployment of deployments) {
      for (const [name, source] of containerEnvironment(appContainer(deployment), documents)) {
        if (name === 'DATABASE_URL' && 'value' in source)
          expect(source.value).not.toMatch(/\/\/[^/@]*:[^/@]*@/);
        else if (name in SECRET_STAND_INS) expect(source).toHaveProperty('secret');
      }
    }
  });

  it('give every process each variable its configuration requires, with values it accepts', () => {
    for (const process of PROCESSES) {
      const deployment = named(documents, 'Deployment', process) as Deployment;
      const environment = containerEnvironment(appContainer(deployment), documents);
      for (const variable of requiredVariables(process))
        expect([process, environment.has(variable)]).toEqual([process, true]);
      const values = Object.fromEntries(
        [...environment].map(([name, source]) => [
          name,
          'value' in source ? source.value : SECRET_STAND_INS[name],
        ]),
      );
      expect(values.NODE_ENV).toBe('production');
      expect(values.OPS_PORT).toBe(String(OPS.port));
      for (const value of Object.values(values)) expect(isLoopback(value)).toBe(false);
      expect([process, configProblems(process, values)]).toEqual([process, []]);
    }
  });

  it('give the gateway and the media service one media store, at a path they may write', () => {
    const [gateway, media] = MEDIA_STORE_USERS.map((name) => {
      const deployment = named(documents, 'Deployment', name) as Deployment;
      const container = appContainer(deployment);
      const environment = containerEnvironment(container, documents);
      const storage = [...environment].filter(([variable]) => variable.startsWith('MEDIA_'));
      return { deployment, container, environment, storage: Object.fromEntries(storage) };
    });
    expect(media.storage).toEqual(gateway.storage);
    for (const { deployment, container, environment } of [gateway, media]) {
      // The image's root filesystem is read-only: the directory must be on a mounted volume.
      const dir = environment.get('MEDIA_STORAGE_DIR');
      expect(dir).toEqual({ value: expect.stringMatching(/^\//) });
      const mount = (container.volumeMounts ?? []).find(
        (candidate) => dir && 'value' in dir && `${dir.value}/`.startsWith(`${candidate.mountPath}/`),
      );
      expect([deployment.metadata.name, mount?.readOnly ?? false]).toEqual([deployment.metadata.name, false]);
      const volume = deployment.spec?.template.spec?.volumes?.find((v) => v.name === mount?.name);
      const claims = ofKind<IPersistentVolumeClaim>(documents, 'PersistentVolumeClaim');
      const kind = environment.get('MEDIA_STORAGE');
      if (!kind || !('value' in kind)) throw new Error(`${deployment.metadata.name}: MEDIA_STORAGE unset`);
      if (kind.value === 'disk') {
        const claim = named(
          documents,
          'PersistentVolumeClaim',
          volume?.persistentVolumeClaim?.claimName ?? '',
        );
        // Every replica of both, on any node, writes there.
        expect((claim as KubernetesDocument & IPersistentVolumeClaim).spec?.accessModes).toEqual([
          'ReadWriteMany',
        ]);
      } else {
        expect(kind.value).toBe('s3');
        expect(volume?.emptyDir).toBeDefined();
        expect(claims).toEqual([]);
        for (const key of ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'])
          expect(environment.get(key)).toEqual({ secret: { name: 'boonies-media-s3', key } });
        expect(environment.get('MEDIA_S3_BUCKET')).toEqual({ value: expect.any(String) });
      }
    }
  });

  it('give the transcoder the CPU and memory of an ffmpeg encode', () => {
    const media = named(documents, 'Deployment', 'media') as Deployment;
    const { requests, limits } = appContainer(media).resources ?? {};
    expect(quantity(requests?.cpu)).toBeGreaterThanOrEqual(1);
    expect(quantity(limits?.cpu)).toBeGreaterThanOrEqual(2);
    expect(quantity(limits?.memory)).toBeGreaterThanOrEqual(quantity('1Gi'));
  });
});

describe('Kubernetes production overlays', () => {
  it('keep media on a shared volume, or in a bucket with the same everything else', () => {
    const onVolume = kustomizeBuild('deploy/k8s/overlays/production');
    const inBucket = kustomizeBuild('deploy/k8s/overlays/production-s3');
    const identity = (document: KubernetesDocument) => `${document.kind}/${document.metadata.name}`;
    expect(onVolume.map(identity).filter((id) => id !== 'PersistentVolumeClaim/media-storage')).toEqual(
      inBucket.map(identity).filter((id) => id !== 'NetworkPolicy/media-to-bucket'),
    );
    expect(onVolume.map(identity)).toContain('PersistentVolumeClaim/media-storage');
  });
});

describe('Kubernetes production overlay', () => {
  const documents = kustomizeBuild('deploy/k8s/overlays/production');
  const autoscalers = ofKind<IHorizontalPodAutoscaler>(documents, 'HorizontalPodAutoscaler');

  const scaledObjects = ofKind<ScaledObject>(documents, 'ScaledObject');

  it('autoscales every process from two replicas, each with one autoscaler', () => {
    const targets = [
      ...autoscalers.map((autoscaler) => autoscaler.spec?.scaleTargetRef),
      ...scaledObjects.map((scaled) => ({ kind: 'Deployment', ...scaled.spec.scaleTargetRef })),
    ];
    // Two autoscalers on one Deployment would fight over its replica count.
    expect(targets.map((target) => target?.name).sort()).toEqual(
      ofKind<IDeployment>(documents, 'Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    );
    for (const target of targets) {
      expect(target?.kind).toBe('Deployment');
      const deployment = named(documents, 'Deployment', target?.name ?? '') as Deployment;
      // A replica count in the manifest would undo the autoscaler's choice at every apply.
      expect(deployment.spec?.replicas).toBeUndefined();
      // CPU utilisation is measured against the container's request.
      expect(appContainer(deployment).resources?.requests?.cpu).toBeDefined();
    }
    for (const autoscaler of autoscalers) {
      expect(autoscaler.spec?.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler.spec?.metrics?.map((metric) => metric.resource?.name)).toEqual(['cpu']);
    }
    for (const scaled of scaledObjects) expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(2);
  });

  it('scales the transcoders on the depth of their work queue, read from the NATS servers', () => {
    const media = scaledObjects.find((scaled) => scaled.spec.scaleTargetRef.name === 'media');
    const queue = media?.spec.triggers.find((trigger) => trigger.type === 'nats-jetstream');
    const values = parse(
      readFileSync(path.join(WORKSPACE_ROOT, 'deploy/k8s/infrastructure/nats-values.yaml'), 'utf8'),
    ) as { config: { merge: { accounts: Record<string, unknown> } } };
    expect(queue?.metadata).toMatchObject({ stream: 'MEDIA_JOBS', consumer: 'media', lagThreshold: '1' });
    expect(Object.keys(values.config.merge.accounts)).toContain(queue?.metadata.account);
    // The chart's headless Service in the namespace, on the monitoring port.
    expect(queue?.metadata.natsServerMonitoringEndpoint).toBe('nats-headless.boonies.svc.cluster.local:8222');
  });

  it('pins every image to a release tag in a registry', () => {
    for (const deployment of ofKind<IDeployment>(documents, 'Deployment')) {
      expect(appContainer(deployment).image).toMatch(/^[\w.-]+\.[a-z]+\/boonies\/[\w-]+:\d+\.\d+\.\d+$/);
    }
  });

  it('documents a NATS with JetStream on file storage at the address the processes use', () => {
    const values = parse(
      readFileSync(path.join(WORKSPACE_ROOT, 'deploy/k8s/infrastructure/nats-values.yaml'), 'utf8'),
    ) as {
      config: { jetstream: { enabled: boolean; fileStore: { enabled: boolean; pvc: { enabled: boolean } } } };
    };
    expect(values.config.jetstream).toMatchObject({
      enabled: true,
      fileStore: { enabled: true, pvc: { enabled: true } },
    });
    const gateway = named(documents, 'Deployment', 'gateway') as Deployment;
    // The chart's release `nats` in the same namespace serves clients at nats:4222.
    expect(containerEnvironment(appContainer(gateway), documents).get('NATS_URL')).toEqual({
      value: 'nats://nats:4222',
    });
  });
});
