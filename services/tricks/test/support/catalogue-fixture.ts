import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueEntry } from '../../src/catalogue/catalogue-entry';

/** An entry that passes every catalogue rule, its texts unique to its id. */
export function catalogueEntry(id: string, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id,
    name: `Trick ${id}`,
    category: 'fundamentals',
    difficulty: 'Beginner',
    baseTrick: `trick-${id}`,
    stance: 'regular',
    description: `This is the description written only for trick ${id}.`,
    setup: [`Setup for ${id}.`],
    steps: [`First step of ${id}.`, `Second step of ${id}.`, `Third step of ${id}.`],
    commonMistakes: [`Mistake made on ${id}.`],
    proTips: [`Tip for ${id}.`],
    prerequisites: [],
    ...overrides,
  };
}

/**
 * The small catalogue most tests run on: one trick per difficulty, a prerequisite chain, and one with its
 * own points.
 *
 *   fix-1 Beginner 10      fix-2 Intermediate 20 (needs fix-1)   fix-3 Advanced 30 (needs fix-1)
 *   fix-4 Expert 50 (needs fix-2, fix-3)   fix-5 Elite 100   fix-6 Beginner, own points 15
 */
export const FIXTURE_CATALOGUE: CatalogueEntry[] = [
  catalogueEntry('fix-1', { name: 'Ollie' }),
  catalogueEntry('fix-2', { name: 'Kickflip', difficulty: 'Intermediate', prerequisites: ['fix-1'] }),
  catalogueEntry('fix-3', { name: 'Heelflip', difficulty: 'Advanced', prerequisites: ['fix-1'] }),
  catalogueEntry('fix-4', { name: 'Hardflip', difficulty: 'Expert', prerequisites: ['fix-2', 'fix-3'] }),
  catalogueEntry('fix-5', { name: 'Laser Flip', difficulty: 'Elite' }),
  catalogueEntry('fix-6', { name: 'Manual', points: 15 }),
];

/** Writes `entries` as a catalogue directory (split over two files, as the shipped one is). */
export function writeCatalogue(entries: readonly CatalogueEntry[]): string {
  const directory = mkdtempSync(join(tmpdir(), 'boonies-catalogue-'));
  const half = Math.ceil(entries.length / 2);
  writeFileSync(join(directory, 'a.json'), JSON.stringify(entries.slice(0, half)));
  writeFileSync(join(directory, 'b.json'), JSON.stringify(entries.slice(half)));
  return directory;
}
