import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpsPorts } from './checks';

/**
 * The ops ports as the code hands them out: `npm start` (scripts/start.mjs) gives the gateway its own port and
 * the services consecutive ports from the first, in the order of SERVICE_NAMES; every container uses the
 * Dockerfile's OPS_PORT.
 */
export function readOpsPorts(root: string): OpsPorts {
  const start = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
  const services = readFileSync(path.join(root, 'libs/contracts/src/common/services.ts'), 'utf8');
  const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
  const gateway = Number(/const GATEWAY_OPS_PORT = (\d+)/.exec(start)?.[1]);
  const first = Number(/const FIRST_SERVICE_OPS_PORT = (\d+)/.exec(start)?.[1]);
  const list = /SERVICE_NAMES = \[([^\]]*)\]/.exec(services)?.[1];
  const container = Number(/OPS_PORT=(\d+)/.exec(dockerfile)?.[1]);
  if (!gateway || !first || !list || !container || !/\['gateway', GATEWAY_OPS_PORT\]/.test(start)) {
    throw new Error(
      'The ops ports are no longer handed out as the docs check reads them: update readOpsPorts',
    );
  }
  const names = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
  return {
    byProcess: new Map([
      ['gateway', gateway],
      ...names.map((name, index): [string, number] => [name, first + index]),
    ]),
    container,
  };
}
