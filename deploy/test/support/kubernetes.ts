import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { IContainer } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import type { Environment } from './required-environment';
import { WORKSPACE_ROOT } from './processes';

export interface KubernetesDocument {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface ValidatingModel {
  validate(): void;
}

const built = new Map<string, KubernetesDocument[]>();

/** The manifests `kubectl apply -k` would send: the kustomization built by kubectl's kustomize (once a file). */
export function kustomizeBuild(kustomization: string): KubernetesDocument[] {
  const cached = built.get(kustomization);
  if (cached) return structuredClone(cached);
  const documents = buildWithKubectl(kustomization);
  built.set(kustomization, documents);
  return structuredClone(documents);
}

function buildWithKubectl(kustomization: string): KubernetesDocument[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', path.join(WORKSPACE_ROOT, kustomization)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const reason =
      (error as { code?: string }).code === 'ENOENT' ? 'kubectl is not installed' : String(error);
    throw new Error(`Cannot build ${kustomization} with kubectl kustomize: ${reason}`);
  }
  return parseAllDocuments(output).map((document) => document.toJS() as KubernetesDocument);
}

/** The packages of the custom resources' schemas, by API group; the rest are Kubernetes' own. */
const CUSTOM_RESOURCE_MODELS: Record<string, string> = {
  'keda.sh': '@kubernetes-models/keda',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

/**
 * Validates a document against the API schema of its apiVersion and kind: Kubernetes' own, KEDA's or the
 * Prometheus Operator's. The custom resources' models are ES modules only, which Jest's CommonJS cannot
 * load: they validate in a Node process of their own.
 */
export async function validateAgainstSchema(document: KubernetesDocument): Promise<void> {
  const group = document.apiVersion.includes('/') ? document.apiVersion.split('/')[0] : '';
  const customModels = CUSTOM_RESOURCE_MODELS[group];
  if (customModels) return validateInNode(`${customModels}/${document.apiVersion}`, document);
  const models = (await import(`kubernetes-models/${document.apiVersion}`)) as Record<
    string,
    new (data: unknown) => ValidatingModel
  >;
  const Model = models[document.kind];
  if (!Model) throw new Error(`No schema for ${document.apiVersion} ${document.kind}`);
  new Model(document).validate();
}

function validateInNode(module: string, document: KubernetesDocument): void {
  const script = `
    const models = await import(${JSON.stringify(module)});
    const Model = models[${JSON.stringify(document.kind)}];
    if (!Model) throw new Error('No schema for ${document.apiVersion} ${document.kind}');
    new Model(JSON.parse(process.argv[1])).validate();`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(document)], {
      cwd: WORKSPACE_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    throw new Error(
      `${document.kind} ${document.metadata.name}: ${stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr}`,
    );
  }
}

export function ofKind<T>(documents: KubernetesDocument[], kind: string): (KubernetesDocument & T)[] {
  return documents.filter((document) => document.kind === kind) as (KubernetesDocument & T)[];
}

export function named(documents: KubernetesDocument[], kind: string, name: string): KubernetesDocument {
  const found = documents.find((document) => document.kind === kind && document.metadata.name === name);
  if (!found) throw new Error(`No ${kind} named ${name}`);
  return found;
}

/** Where a container's variable comes from: a value in the manifests, or a key of a Secret. */
export type VariableSource = { value: string } | { secret: { name: string; key: string } };

/** A container's environment as Kubernetes would assemble it from env and envFrom. */
export function containerEnvironment(
  container: IContainer,
  documents: KubernetesDocument[],
): Map<string, VariableSource> {
  const variables = new Map<string, VariableSource>();
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`${container.name}: only ConfigMaps are expected in envFrom`);
    const configMap = named(documents, 'ConfigMap', source.configMapRef.name ?? '') as { data?: Environment };
    for (const [name, value] of Object.entries(configMap.data ?? {})) variables.set(name, { value });
  }
  for (const variable of container.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef;
    if (secret) variables.set(variable.name, { secret: { name: secret.name ?? '', key: secret.key } });
    else if (variable.value !== undefined) variables.set(variable.name, { value: variable.value });
    else throw new Error(`${container.name}: ${variable.name} has a source these tests do not read`);
  }
  return variables;
}
