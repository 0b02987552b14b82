import type { Tree } from '@nx/devkit';
import ts from 'typescript';

export const SERVICES_FILE = 'libs/contracts/src/common/services.ts';
export const PERMISSIONS_FILE = 'deploy/nats/permissions.conf';

/** The names `SERVICE_NAMES` lists, read from its source. */
export function serviceNames(tree: Tree): string[] {
  return serviceNamesList(tree).elements.map((element) => (element as ts.StringLiteral).text);
}

/**
 * Adds the service to `SERVICE_NAMES`: the platform starts only a named service, and `npm start`, the
 * health page and the data map go through the list.
 */
export function addServiceName(tree: Tree, service: string): void {
  const list = serviceNamesList(tree);
  const last = list.elements[list.elements.length - 1];
  const text = tree.read(SERVICES_FILE, 'utf-8') as string;
  tree.write(SERVICES_FILE, `${text.slice(0, last.end)}, '${service}'${text.slice(last.end)}`);
}

function serviceNamesList(tree: Tree): ts.ArrayLiteralExpression {
  const text = tree.read(SERVICES_FILE, 'utf-8');
  if (text === null) throw new Error(`${SERVICES_FILE} does not exist.`);
  const file = ts.createSourceFile(SERVICES_FILE, text, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      if (value && ts.isAsExpression(value)) value = value.expression;
      if (declaration.name.getText(file) === 'SERVICE_NAMES' && value && ts.isArrayLiteralExpression(value)) {
        return value;
      }
    }
  }
  throw new Error(`No SERVICE_NAMES list in ${SERVICES_FILE}.`);
}

/** What a NATS user may do, as deploy/nats/permissions.conf and the NATS chart's values write it. */
export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  allow_responses: true;
}

/**
 * The rights of a service reading one producer's stream: answer its own requests (health, describe), keep its
 * own stream (its outbox relay makes sure of it at start, even before it has events to publish), wait for the
 * producer's stream, make, remake and read its durable consumer there and acknowledge what it handled. It
 * publishes no events: give it `events.<service>.>` with its first event.
 */
export function natsPermissions(service: string, producer: string): NatsPermissions {
  const own = `EVENTS_${service.toUpperCase()}`;
  const read = `EVENTS_${producer.toUpperCase()}`;
  const publish = [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${own}`,
    `$JS.API.STREAM.CREATE.${own}`,
    `$JS.API.STREAM.UPDATE.${own}`,
    `$JS.API.STREAM.INFO.${read}`,
    `$JS.API.CONSUMER.INFO.${read}.${service}`,
    `$JS.API.CONSUMER.CREATE.${read}.${service}`,
    `$JS.API.CONSUMER.CREATE.${read}.${service}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${read}.${service}`,
    // A consumer whose filter changes is made again (see ensureDurableConsumer): only its own.
    `$JS.API.CONSUMER.DELETE.${read}.${service}`,
    `$JS.API.CONSUMER.MSG.NEXT.${read}.${service}`,
    `$JS.ACK.${read}.${service}.>`,
  ];
  return {
    publish: { allow: publish },
    subscribe: { allow: [`rpc.${service}.>`, `_INBOX_${service}.>`] },
    allow_responses: true,
  };
}

/** The service's user in deploy/nats/permissions.conf, with its password from `NATS_PASSWORD_<SERVICE>`. */
export function natsUser(service: string, producer: string): string {
  const { publish, subscribe } = natsPermissions(service, producer);
  return [
    '    {',
    `      user: ${service}`,
    `      password: $NATS_PASSWORD_${service.toUpperCase()}`,
    '      permissions: {',
    '        publish: {',
    '          allow: [',
    publish.allow.map((subject) => `            "${subject}"`).join(',\n'),
    '          ]',
    '        }',
    `        subscribe: { allow: [${subscribe.allow.map((subject) => `"${subject}"`).join(', ')}] }`,
    '        allow_responses: true',
    '      }',
    '    }',
    '',
  ].join('\n');
}

/** Adds the service's user as the last of the users in the NATS permissions. */
export function addNatsUser(tree: Tree, service: string, producer: string): void {
  const text = tree.read(PERMISSIONS_FILE, 'utf-8');
  if (text === null) throw new Error(`${PERMISSIONS_FILE} does not exist.`);
  if (new RegExp(`^\\s*user: ${service}$`, 'm').test(text)) {
    throw new Error(`${PERMISSIONS_FILE} already has a user ${service}.`);
  }
  const end = text.search(/^ {2}\]\s*\n\}\s*$/m);
  if (end === -1) throw new Error(`${PERMISSIONS_FILE} does not end with its users list.`);
  tree.write(PERMISSIONS_FILE, `${text.slice(0, end)}${natsUser(service, producer)}${text.slice(end)}`);
}
