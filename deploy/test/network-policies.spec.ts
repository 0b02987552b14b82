import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { kustomizeBuild, ofKind, type KubernetesDocument } from './support/kubernetes';
import { allows, type Endpoint, type Flow } from './support/network-policy';

const NAMESPACE = 'boonies';
const NATS = { 'app.kubernetes.io/name': 'nats', 'app.kubernetes.io/instance': 'nats' };
const INSTANCE = { 'cnpg.io/cluster': 'boonies-db', 'cnpg.io/podRole': 'instance' };

/**
 * Everything around the namespace's pods, with the labels their charts and operators give them: the NATS
 * chart's servers and nats-box, CloudNativePG's instances and pooler, the controllers outside, a pod that
 * nothing should reach or be reached by, and addresses outside the cluster.
 */
const SURROUNDINGS: Endpoint[] = [
  ...['nats-0', 'nats-1'].map((name, index) => ({
    name,
    namespace: NAMESPACE,
    labels: { ...NATS, 'app.kubernetes.io/component': 'nats' },
    ip: `10.1.0.${index + 1}`,
    ports: [{ port: 4222 }, { port: 6222 }, { port: 8222 }, { port: 7777 }],
  })),
  {
    name: 'nats-box',
    namespace: NAMESPACE,
    labels: { ...NATS, 'app.kubernetes.io/component': 'nats-box' },
    ip: '10.1.0.9',
    ports: [],
  },
  ...['postgres-1', 'postgres-2'].map((name, index) => ({
    name,
    namespace: NAMESPACE,
    labels: { ...INSTANCE, 'cnpg.io/instanceRole': index === 0 ? 'primary' : 'replica' },
    ip: `10.2.0.${index + 1}`,
    ports: [{ port: 5432 }, { port: 8000 }, { port: 9187 }],
  })),
  {
    name: 'pooler',
    namespace: NAMESPACE,
    labels: { 'cnpg.io/poolerName': 'boonies-db-pooler', 'cnpg.io/podRole': 'pooler' },
    ip: '10.2.0.9',
    ports: [{ port: 5432 }, { port: 9127 }],
  },
  {
    name: 'stranger',
    namespace: NAMESPACE,
    labels: { 'app.kubernetes.io/name': 'stranger' },
    ip: '10.3.0.1',
    ports: [{ port: 8080 }],
  },
  {
    name: 'ingress-controller',
    namespace: 'ingress-nginx',
    labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
    ip: '10.4.0.1',
    ports: [{ port: 443 }],
  },
  {
    name: 'prometheus',
    namespace: 'monitoring',
    labels: { 'app.kubernetes.io/name': 'prometheus' },
    ip: '10.4.0.2',
    ports: [{ port: 9090 }],
  },
  {
    name: 'collector',
    namespace: 'monitoring',
    labels: { 'app.kubernetes.io/name': 'opentelemetry-collector' },
    ip: '10.4.0.3',
    ports: [{ port: 4318 }],
  },
  {
    name: 'keda',
    namespace: 'keda',
    labels: { 'app.kubernetes.io/name': 'keda-operator' },
    ip: '10.4.0.4',
    ports: [],
  },
  {
    name: 'cnpg-operator',
    namespace: 'cnpg-system',
    labels: { 'app.kubernetes.io/name': 'cloudnative-pg' },
    ip: '10.4.0.5',
    ports: [],
  },
  {
    name: 'dns',
    namespace: 'kube-system',
    labels: { 'k8s-app': 'kube-dns' },
    ip: '10.4.0.6',
    ports: [
      { port: 53, protocol: 'UDP' },
      { port: 53, protocol: 'TCP' },
    ],
  },
  {
    name: 'elsewhere',
    namespace: 'elsewhere',
    labels: { 'app.kubernetes.io/name': 'stranger' },
    ip: '10.4.0.7',
    ports: [{ port: 8080 }],
  },
  // The API server's address differs between clusters: it is reached as any address on 443 or 6443.
  { name: 'kubernetes-api', ip: '10.96.0.1', ports: [{ port: 443 }, { port: 6443 }] },
  { name: 'internet', ip: '203.0.113.10', ports: [{ port: 443 }, { port: 80 }] },
];

/** The gateway's and services' pods, as the Deployments describe them. */
function processPods(documents: KubernetesDocument[]): Endpoint[] {
  return ofKind<IDeployment>(documents, 'Deployment').map((deployment, index) => ({
    name: deployment.metadata.name,
    namespace: NAMESPACE,
    labels: deployment.spec?.template.metadata?.labels ?? {},
    ip: `10.0.0.${index + 1}`,
    ports: (deployment.spec?.template.spec?.containers ?? []).flatMap((container) =>
      (container.ports ?? []).map((port) => ({ port: port.containerPort, name: port.name })),
    ),
  }));
}

const production = kustomizeBuild('deploy/k8s/overlays/production');
/** The processes the overlay runs, by the component their pods are labelled with. */
const processesOf = (component: string) =>
  ofKind<IDeployment>(production, 'Deployment')
    .filter(
      (deployment) =>
        deployment.spec?.template.metadata?.labels?.['app.kubernetes.io/component'] === component,
    )
    .map((deployment) => deployment.metadata.name);
const services = processesOf('service');
const processes = [...services, ...processesOf('gateway')];
const instances = ['postgres-1', 'postgres-2'];
const natsServers = ['nats-0', 'nats-1'];
const inNamespace = [...processes, ...natsServers, 'nats-box', ...instances, 'pooler', 'stranger'];

const flow = (from: string, to: string, port: number, protocol: Flow['protocol'] = 'TCP'): string =>
  `${from} → ${to}:${port}/${protocol}`;
const each = (sources: string[], targets: string[], ports: number[]) =>
  sources.flatMap((from) =>
    targets.filter((to) => to !== from).flatMap((to) => ports.map((port) => flow(from, to, port))),
  );

/** Every flow production needs, and nothing more. */
const PRODUCTION_FLOWS = [
  ...inNamespace.flatMap((pod) => [flow(pod, 'dns', 53, 'UDP'), flow(pod, 'dns', 53)]),
  flow('ingress-controller', 'gateway', 3000),
  ...each(['prometheus'], processes, [9464]),
  ...each(processes, natsServers, [4222]),
  ...each(['nats-box'], natsServers, [4222]),
  ...each(natsServers, natsServers, [6222]),
  ...each(['prometheus'], natsServers, [7777]),
  ...each(['keda'], natsServers, [8222]),
  ...each(processes, ['collector'], [4318]),
  ...each(services, ['pooler'], [5432]),
  ...each(['prometheus'], ['pooler'], [9127]),
  ...each(['pooler'], instances, [5432]),
  ...each(instances, instances, [5432]),
  ...each(['cnpg-operator'], instances, [8000]),
  ...each(['prometheus'], instances, [9187]),
  // The operator-run pods reach the Kubernetes API, and the instances the backups' object store.
  ...each([...instances, 'pooler'], ['kubernetes-api'], [443, 6443]),
  ...each([...instances, 'pooler'], ['internet', 'ingress-controller'], [443]),
  // Web pushes go to the browsers' push services, webhook deliveries to integrators' endpoints.
  flow('messaging', 'internet', 443),
  flow('webhooks', 'internet', 443),
  flow('webhooks', 'internet', 80),
];

/** With media in a bucket, the gateway and the media service reach its endpoint too (any address on 443). */
const BUCKET_FLOWS = each(['gateway', 'media'], ['kubernetes-api', 'internet', 'ingress-controller'], [443]);

function allowedFlows(documents: KubernetesDocument[]): string[] {
  const policies = ofKind<INetworkPolicy>(documents, 'NetworkPolicy');
  const endpoints = [...processPods(documents), ...SURROUNDINGS];
  const allowed: string[] = [];
  for (const source of endpoints) {
    for (const target of endpoints) {
      // Flows between two ends outside the namespace are for other policies than these.
      if (source === target || (source.namespace !== NAMESPACE && target.namespace !== NAMESPACE)) continue;
      for (const { port, protocol = 'TCP' } of target.ports) {
        const candidate: Flow = { from: source.name, to: target.name, port, protocol };
        if (allows(policies, NAMESPACE, candidate, source, target))
          allowed.push(flow(source.name, target.name, port, protocol));
      }
    }
  }
  return allowed.sort();
}

describe('the production network policies', () => {
  it('deny everything in the namespace that the allow-list does not name', () => {
    const policies = ofKind<INetworkPolicy>(production, 'NetworkPolicy');
    const denyAll = policies.find(
      (policy) =>
        Object.keys(policy.spec?.podSelector ?? {}).length === 0 &&
        !policy.spec?.ingress &&
        !policy.spec?.egress,
    );
    expect(denyAll?.spec?.policyTypes).toEqual(['Ingress', 'Egress']);
  });

  it('allow exactly the flows production needs', () => {
    expect(allowedFlows(production)).toEqual([...new Set(PRODUCTION_FLOWS)].sort());
  });

  it('allow exactly those and the bucket with media in S3', () => {
    const inBucket = kustomizeBuild('deploy/k8s/overlays/production-s3');
    expect(allowedFlows(inBucket)).toEqual([...new Set([...PRODUCTION_FLOWS, ...BUCKET_FLOWS])].sort());
  });

  it('would notice a policy that lets one more flow through', () => {
    const opened = [
      ...production,
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'too-open' },
        spec: { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'posts' } }, egress: [{}] },
      },
    ];
    expect(allowedFlows(opened)).toContain(flow('posts', 'internet', 443));
    expect(allowedFlows(production)).not.toContain(flow('posts', 'internet', 443));
  });
});
