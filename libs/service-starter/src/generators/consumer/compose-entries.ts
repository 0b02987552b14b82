import type { Tree } from '@nx/devkit';
import { editYaml } from './yaml-text';

export const COMPOSE_FILE = 'docker-compose.yml';

/**
 * The service in docker-compose.yml, shaped as the others: the common settings (read-only root, scratch /tmp,
 * healthcheck on the image's probe, started once PostgreSQL and NATS are healthy) and environment, its own
 * NATS user; its password given to the NATS server; and the gateway waiting for it to be healthy.
 */
export function addComposeService(tree: Tree, service: string): void {
  const password = `\${NATS_PASSWORD_${service.toUpperCase()}:-}`;
  editYaml(tree, COMPOSE_FILE, (yaml) => {
    if (yaml.valueAt(['services', service]) !== undefined) {
      throw new Error(`${COMPOSE_FILE} already has a service ${service}.`);
    }
    yaml.addMapEntry(
      ['services'],
      [
        `${service}:`,
        '  <<: *service',
        `  image: boonies/${service}:local`,
        `  build: { context: ., dockerfile: deploy/Dockerfile, args: { PROJECT: services/${service} } }`,
        '  environment:',
        '    <<: *service-env',
        `    NATS_USER: ${service}`,
        `    NATS_PASSWORD: ${password}`,
      ].join('\n'),
      (_name, value) => builtFrom(value).startsWith('services/'),
    );
    yaml.addMapEntry(
      ['services', 'nats', 'environment'],
      `NATS_PASSWORD_${service.toUpperCase()}: ${password}`,
    );
    yaml.addMapEntry(['services', 'gateway', 'depends_on'], `${service}: { condition: service_healthy }`);
  });
}

/** The project folder a compose service's image is built from; empty for one pulled from a registry. */
function builtFrom(service: unknown): string {
  const project = (service as { build?: { args?: { PROJECT?: unknown } } } | null)?.build?.args?.PROJECT;
  return typeof project === 'string' ? project : '';
}
