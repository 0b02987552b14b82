import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueEntry as entry } from '../../test/support/catalogue-fixture';
import { catalogueVersionOf, CatalogueRejectedError, readCatalogue } from './catalogue-source';

describe('readCatalogue', () => {
  let directory: string;
  const write = (file: string, data: unknown) => writeFileSync(join(directory, file), JSON.stringify(data));

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'catalogue-source-'));
  });

  afterEach(() => rmSync(directory, { recursive: true }));

  it('reads every JSON file of the directory as one catalogue', () => {
    write('b.json', [entry('a-2', { prerequisites: ['a-1'] })]);
    write('a.json', [entry('a-1')]);
    writeFileSync(join(directory, 'notes.txt'), 'not a catalogue file');

    const catalogue = readCatalogue(directory);
    expect(catalogue.entries.map(({ id }) => id)).toEqual(['a-1', 'a-2']);
    expect(catalogue.warnings).toEqual([]);
  });

  it('refuses a catalogue whose data would be wrong, naming every problem', () => {
    write('a.json', [entry('a-1', { prerequisites: ['a-9'] }), entry('a-1', { name: 'Again' })]);
    write('b.json', { not: 'a list' });
    writeFileSync(join(directory, 'c.json'), '[{"id": "a-2",');

    expect(() => readCatalogue(directory)).toThrow(CatalogueRejectedError);
    try {
      readCatalogue(directory);
    } catch (error) {
      expect((error as CatalogueRejectedError).problems.map(({ rule }) => rule).sort()).toEqual([
        'duplicate-id',
        'missing-prerequisite',
        'shape',
        'shape',
      ]);
    }
  });

  it('only reports problems of wording and numbering', () => {
    write('a.json', [entry('a-1', { description: 'Too short.' }), entry('a-3')]);

    expect(
      readCatalogue(directory)
        .warnings.map(({ rule }) => rule)
        .sort(),
    ).toEqual(['description', 'id-sequence']);
  });
});

describe('catalogueVersionOf', () => {
  it('depends on the entries, not on their order', () => {
    const [one, two] = [entry('a-1'), entry('a-2')];

    expect(catalogueVersionOf([one, two])).toBe(catalogueVersionOf([two, one]));
    expect(catalogueVersionOf([one, two])).not.toBe(catalogueVersionOf([one, { ...two, name: 'Renamed' }]));
  });
});
