import { formatFiles, type GeneratorCallback, generateFiles, logger, names, type Tree } from '@nx/devkit';
import * as path from 'node:path';
import { syncApiDocuments } from './api-documents';
import { addComposeService } from './compose-entries';
import { addDeployListEntries } from './deploy-lists';
import { findCatalogEvent } from './event-catalog';
import { addKubernetesEntries } from './kubernetes-entries';
import { keyColumnsOf, samplePayloadOf } from './payload-fields';
import type { ConsumerGeneratorSchema } from './schema';
import { addNatsUser, addServiceName, serviceNames } from './service-registry';

const SERVICE_NAME = /^[a-z][a-z0-9]{1,29}$/;

/**
 * `services/<name>/`: a service that keeps one row per `<producer>.<event>` it receives, in its own schema,
 * through a durable consumer named after it and the inbox; registered in `SERVICE_NAMES` (so `npm start`
 * runs it) and given its NATS user. Its test publishes the event twice and expects one row. Everything that
 * deploys it is written too: its Kubernetes manifests and production entries, its compose service, its image's
 * manifest in deploy/Dockerfile, its password in the NATS chart, so the deploy tests pass as generated; once
 * the files are written, the API documents that list the services are made again.
 */
export async function consumerGenerator(
  tree: Tree,
  options: ConsumerGeneratorSchema,
): Promise<GeneratorCallback> {
  const service = options.name;
  if (!SERVICE_NAME.test(service)) {
    throw new Error(`A service's name is lowercase letters and digits, 2 to 30 of them, not "${service}".`);
  }
  if (serviceNames(tree).includes(service) || tree.exists(`services/${service}`)) {
    throw new Error(`A service named ${service} exists already.`);
  }
  const event = findCatalogEvent(tree, options.event);
  const sample = samplePayloadOf(event.payloadFields);
  const eventNames = names(event.name);
  generateFiles(tree, path.join(__dirname, 'files'), `services/${service}`, {
    tmpl: '',
    service,
    serviceClass: names(service).className,
    serviceConstant: names(service).constantName,
    event,
    eventFile: eventNames.fileName,
    eventClass: eventNames.className,
    table: `${names(event.name).constantName.toLowerCase()}_events`,
    keyColumns: keyColumnsOf(event.payloadFields),
    sample: sample.properties,
    migrationTimestamp: Date.now(),
  });
  addServiceName(tree, service);
  addNatsUser(tree, service, event.producer);
  addKubernetesEntries(tree, service, event);
  addComposeService(tree, service);
  addDeployListEntries(tree, service);
  await formatFiles(tree);
  if (sample.unknown.length > 0) {
    logger.warn(
      `Fill in ${sample.unknown.join(', ')} of the sample ${event.payloadClass} in services/${service}/test/support.`,
    );
  }
  return () => syncApiDocuments(tree.root);
}

export default consumerGenerator;
