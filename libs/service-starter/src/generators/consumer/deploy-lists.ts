import type { Tree } from '@nx/devkit';
import ts from 'typescript';

export const DOCKERFILE = 'deploy/Dockerfile';
export const REQUIRED_ENVIRONMENT_FILE = 'deploy/test/support/required-environment.ts';
export const CONTAINERS_SCRIPT = 'scripts/containers.mjs';
export const KUBERNETES_README = 'deploy/k8s/README.md';
export const CHAOS_PROBES_FILE = 'scripts/lib/chaos/faults.mjs';

/**
 * The lists of processes outside the manifests that name each service: the manifests the image installs
 * from, the configuration the deploy tests check its environment against, the images `npm run containers`
 * builds and runs, the NATS passwords the operator's Secret holds, and the read `npm run chaos` times its
 * recovery by.
 */
export function addDeployListEntries(tree: Tree, service: string): void {
  addDockerfileManifest(tree, service);
  addConfigClass(tree, service);
  addContainersService(tree, service);
  addNatsSecretKey(tree, service);
  addChaosProbe(tree, service);
}

/** `COPY services/<name>/package.json`, in order among the services', so the install layer knows the workspace. */
function addDockerfileManifest(tree: Tree, service: string): void {
  const text = read(tree, DOCKERFILE);
  const copies = [...text.matchAll(/^COPY services\/([a-z0-9]+)\/package\.json services\/\1\/\n/gm)];
  if (copies.length === 0) throw new Error(`${DOCKERFILE} copies no service's package.json.`);
  const next = copies.find((copy) => copy[1] > service);
  const at = next
    ? (next.index ?? 0)
    : (copies[copies.length - 1].index ?? 0) + copies[copies.length - 1][0].length;
  const line = `COPY services/${service}/package.json services/${service}/\n`;
  tree.write(DOCKERFILE, `${text.slice(0, at)}${line}${text.slice(at)}`);
}

/** The generated service reads the platform's `ServiceConfig`, as `startService` does without its own loader. */
function addConfigClass(tree: Tree, service: string): void {
  const text = read(tree, REQUIRED_ENVIRONMENT_FILE);
  const classes = objectLiteralOf(REQUIRED_ENVIRONMENT_FILE, text, 'CONFIG_CLASSES');
  const gateway = classes.properties.find((property) => property.name?.getText() === 'gateway');
  if (!gateway) throw new Error(`CONFIG_CLASSES in ${REQUIRED_ENVIRONMENT_FILE} has no gateway.`);
  const at = gateway.getStart();
  tree.write(
    REQUIRED_ENVIRONMENT_FILE,
    `${text.slice(0, at)}${service}: ServiceConfig,\n  ${text.slice(at)}`,
  );
}

function addContainersService(tree: Tree, service: string): void {
  const text = read(tree, CONTAINERS_SCRIPT);
  const list = initializerOf(CONTAINERS_SCRIPT, text, 'SERVICES');
  if (!ts.isArrayLiteralExpression(list) || list.elements.length === 0) {
    throw new Error(`SERVICES in ${CONTAINERS_SCRIPT} is not a list of names.`);
  }
  const last = list.elements[list.elements.length - 1];
  tree.write(CONTAINERS_SCRIPT, `${text.slice(0, last.end)}, '${service}'${text.slice(last.end)}`);
}

/** The key of its password in the Secret boonies-nats, before nats-box's and the system account's. */
function addNatsSecretKey(tree: Tree, service: string): void {
  const text = read(tree, KUBERNETES_README);
  const keys =
    /(kubectl create secret generic boonies-nats .*?for p in [^;]*?)(\s+operator system; do)/s.exec(text);
  if (!keys)
    throw new Error(`${KUBERNETES_README} no longer makes the Secret boonies-nats in a loop over its keys.`);
  const at = (keys.index ?? 0) + keys[1].length;
  tree.write(KUBERNETES_README, `${text.slice(0, at)} ${service}${text.slice(at)}`);
}

/**
 * The service has no route of its own yet: the gateway's health page asks every service and answers 503
 * while one is down, so it reaches this one too. Its first route makes a better probe.
 */
function addChaosProbe(tree: Tree, service: string): void {
  const text = read(tree, CHAOS_PROBES_FILE);
  const probes = objectLiteralOf(CHAOS_PROBES_FILE, text, 'PROBES');
  const last = probes.properties[probes.properties.length - 1];
  if (!last) throw new Error(`PROBES in ${CHAOS_PROBES_FILE} probes no service.`);
  const probe = `,\n  // No route of its own yet: the health page asks every service.\n  ${service}: () => '/api/health'`;
  tree.write(CHAOS_PROBES_FILE, `${text.slice(0, last.end)}${probe}${text.slice(last.end)}`);
}

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} does not exist.`);
  return text;
}

function objectLiteralOf(file: string, text: string, name: string): ts.ObjectLiteralExpression {
  const value = initializerOf(file, text, name);
  if (!ts.isObjectLiteralExpression(value)) throw new Error(`${name} in ${file} is not an object literal.`);
  return value;
}

/** The value a top-level `const <name> = …` is given, past any `as` or `satisfies`. */
function initializerOf(file: string, text: string, name: string): ts.Expression {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (declaration.name.getText(source) === name && value) return value;
    }
  }
  throw new Error(`No ${name} in ${file}.`);
}
