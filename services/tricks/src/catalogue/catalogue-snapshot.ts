import { createHash } from 'node:crypto';
import type { TrickDto } from '@boonies/contracts/tricks';

/** The whole catalogue as served, with the version the gateway sends as its ETag. */
export interface CatalogueSnapshot {
  version: string;
  tricks: TrickDto[];
  byId: ReadonlyMap<string, TrickDto>;
}

/** Ids sort by family, then by number: `fund-2` before `fund-10`. */
export function compareTrickIds(a: string, b: string): number {
  const [prefixA, numberA] = splitId(a);
  const [prefixB, numberB] = splitId(b);
  if (prefixA !== prefixB) return prefixA < prefixB ? -1 : 1;
  return numberA - numberB;
}

function splitId(id: string): [string, number] {
  const dash = id.lastIndexOf('-');
  return [id.slice(0, dash), Number(id.slice(dash + 1))];
}

/** A snapshot of `tricks`, ordered by id; equal contents give equal versions on every replica. */
export function snapshotOf(tricks: TrickDto[]): CatalogueSnapshot {
  const ordered = [...tricks].sort((a, b) => compareTrickIds(a.id, b.id));
  const version = createHash('sha256').update(JSON.stringify(ordered)).digest('base64url').slice(0, 22);
  return { version, tricks: ordered, byId: new Map(ordered.map((trick) => [trick.id, trick])) };
}
