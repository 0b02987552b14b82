import { generateFiles, type Tree } from '@nx/devkit';
import * as path from 'node:path';
import { stringify } from 'yaml';
import type { CatalogEvent } from './event-catalog';
import { natsPermissions } from './service-registry';
import { editYaml } from './yaml-text';

export const KUBERNETES_FILES = {
  services: 'deploy/k8s/base/services',
  base: 'deploy/k8s/base/kustomization.yaml',
  disruptionBudgets: 'deploy/k8s/base/disruption-budgets.yaml',
  production: 'deploy/k8s/overlays/production/kustomization.yaml',
  autoscaling: 'deploy/k8s/overlays/production/autoscaling.yaml',
  natsValues: 'deploy/k8s/infrastructure/nats-values.yaml',
} as const;

/** Where the service's Deployment and Service are written. */
export function manifestOf(service: string): string {
  return `${KUBERNETES_FILES.services}/${service}.yaml`;
}

/**
 * Everything the Kubernetes deployment runs the service with: its Deployment and Service in the base (the
 * patches there give every process its probes, security context, configuration and database access, and the
 * production network policies take it in by its `service` component), a disruption budget, its pinned image
 * and CPU autoscaler in production, and its user in the NATS chart's values, the same as in
 * deploy/nats/permissions.conf.
 */
export function addKubernetesEntries(tree: Tree, service: string, event: CatalogEvent): void {
  if (tree.exists(manifestOf(service))) throw new Error(`${manifestOf(service)} exists already.`);
  generateFiles(tree, path.join(__dirname, 'deploy-files'), KUBERNETES_FILES.services, {
    tmpl: '',
    service,
    event,
  });
  editYaml(tree, KUBERNETES_FILES.base, (yaml) =>
    yaml.addSequenceItem(['resources'], `services/${service}.yaml`, (item) =>
      String(item).startsWith('services/'),
    ),
  );
  editYaml(tree, KUBERNETES_FILES.disruptionBudgets, (yaml) =>
    yaml.addDocument(
      stringify(disruptionBudget(service)),
      (document) => kindOf(document) === 'PodDisruptionBudget',
    ),
  );
  editYaml(tree, KUBERNETES_FILES.production, (yaml) => {
    // The image is pinned as the services' images are: same registry, same release until the pipeline sets one.
    const images = yaml.valueAt(['images']) as { name: string; newName: string; newTag: string }[];
    const pinned = images.filter((image) => image.name !== 'boonies/gateway').at(-1);
    if (!pinned) throw new Error(`${KUBERNETES_FILES.production} pins no service's image.`);
    const image = {
      name: `boonies/${service}`,
      newName: pinned.newName.replace(/[^/]+$/, service),
      newTag: pinned.newTag,
    };
    yaml.addSequenceItem(['images'], stringify(image), (item) => sameImage(item, pinned));
  });
  editYaml(tree, KUBERNETES_FILES.autoscaling, (yaml) =>
    yaml.addDocument(
      stringify(autoscaler(service)),
      (document) => kindOf(document) === 'HorizontalPodAutoscaler',
    ),
  );
  addNatsChartUser(tree, service, event.producer);
}

/** Its password from the Secret boonies-nats, and its user in the account BOONIES, after the others. */
function addNatsChartUser(tree: Tree, service: string, producer: string): void {
  const variable = `NATS_PASSWORD_${service.toUpperCase()}`;
  editYaml(tree, KUBERNETES_FILES.natsValues, (yaml) => {
    yaml.addMapEntry(
      ['container', 'env'],
      `${variable}: { valueFrom: { secretKeyRef: { name: boonies-nats, key: ${service} } } }`,
      // The processes' passwords come first, then nats-box's and the system account's.
      (key) => !['NATS_PASSWORD_OPERATOR', 'NATS_PASSWORD_SYSTEM'].includes(key),
    );
    const user = {
      user: service,
      // The chart writes `<< $VARIABLE >>` unquoted into the server's configuration: the variable's value.
      password: ['<< $', variable, ' >>'].join(''),
      permissions: natsPermissions(service, producer),
    };
    yaml.addSequenceItem(['config', 'merge', 'accounts', 'BOONIES', 'users'], stringify(user));
  });
}

function disruptionBudget(service: string): object {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: service, labels: { 'app.kubernetes.io/name': service } },
    spec: { maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': service } } },
  };
}

/** From two replicas, on CPU, as the other services that are not busy. */
function autoscaler(service: string): object {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: service },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: service },
      minReplicas: 2,
      maxReplicas: 4,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    },
  };
}

function kindOf(document: unknown): unknown {
  return (document as { kind?: unknown } | null)?.kind;
}

function sameImage(item: unknown, image: { name: string }): boolean {
  return (item as { name?: unknown } | null)?.name === image.name;
}
