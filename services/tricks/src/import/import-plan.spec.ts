import { TRICK_IMPORT_CSV_COLUMNS } from '@boonies/contracts/tricks';
import { newTrickFields } from '../tricks/trick-changes';
import { planImport, type StoredTrick } from './import-plan';
import { readImportFile } from './import-rows';

const stored = (id: string, name: string, prerequisites: string[] = []): StoredTrick => ({
  id,
  ...newTrickFields({ name, category: 'fundamentals', difficulty: 'Beginner', prerequisites }),
});

const CATALOGUE = [stored('fix-1', 'Ollie'), stored('fix-2', 'Kickflip', ['fix-1'])];

const json = (rows: unknown) => readImportFile('json', JSON.stringify(rows));
const plan = (rows: unknown[]) => planImport(json(rows).rows, CATALOGUE);
const trick = (fields: Record<string, unknown> = {}) => ({
  name: 'Heelflip',
  category: 'flip-tricks',
  difficulty: 'Intermediate',
  ...fields,
});
const problemsOf = (rows: unknown[]) => plan(rows).map((row) => row.problems);

describe('reading an import file', () => {
  it('reads a JSON array or a { tricks } object', () => {
    expect(json([trick()]).rows).toHaveLength(1);
    expect(json({ tricks: [trick(), trick({ name: 'Shuvit' })] }).rows).toHaveLength(2);
  });

  it('refuses a file that is not JSON, or not a list', () => {
    expect(readImportFile('json', '{oops').problem).toBe('The file is not valid JSON');
    expect(json({ name: 'Ollie' }).problem).toMatch(/must hold an array of tricks/);
  });

  it('reads CSV under the documented header, lists split on |', () => {
    const header = TRICK_IMPORT_CSV_COLUMNS.join(',');
    const csv = `${header}\nimp-1,Heelflip,flip-tricks,2,25,"Flick with the heel, land bolts.",,fix-1|fix-2,,Pop|Flick|Catch,,`;
    const [row] = readImportFile('csv', csv).rows;
    expect(row.problems).toEqual([]);
    expect(row.request).toMatchObject({
      name: 'Heelflip',
      difficulty: '2',
      points: 25,
      description: 'Flick with the heel, land bolts.',
      prerequisites: ['fix-1', 'fix-2'],
      steps: ['Pop', 'Flick', 'Catch'],
    });
    expect(row.request?.setup).toBeUndefined();
  });

  it('refuses CSV that cannot be read', () => {
    expect(readImportFile('csv', 'name,colour\nOllie,red').problem).toBe('Unknown CSV column(s): colour');
    expect(readImportFile('csv', 'name\n"Ollie').problem).toBe('CSV line 2: a quoted field is not closed');
  });
});

describe('planning an import', () => {
  it('adds new tricks, updates known ids and names, and notices rows that change nothing', () => {
    const rows = plan([
      trick(),
      trick({ id: 'imp-1', name: 'Shuvit' }),
      { id: 'fix-1', name: 'Ollie', category: 'fundamentals', difficulty: 'Beginner' },
      { name: 'kickflip', category: 'fundamentals', difficulty: 'Advanced', prerequisites: ['fix-1'] },
    ]);
    expect(rows.map(({ action, id, changed }) => ({ action, id, changed }))).toEqual([
      { action: 'create', id: null, changed: true },
      { action: 'create', id: 'imp-1', changed: true },
      { action: 'update', id: 'fix-1', changed: false },
      { action: 'update', id: 'fix-2', changed: true },
    ]);
  });

  it('accepts prerequisites from the same file, in any order', () => {
    const rows = plan([
      trick({ id: 'imp-2', name: 'Tre Flip', prerequisites: ['imp-1'] }),
      trick({ id: 'imp-1', prerequisites: ['fix-2'] }),
    ]);
    expect(rows.map((row) => row.action)).toEqual(['create', 'create']);
  });

  it('rejects a row that is not an object', () => {
    expect(problemsOf(['Ollie'])).toEqual([['The row is not an object']]);
  });

  it('rejects rows breaking the rules of POST /api/tricks, naming every problem', () => {
    expect(problemsOf([{ category: 'flip-tricks', difficulty: 'Pro', points: 500 }])).toEqual([
      [
        'Please enter a trick name, select a category and difficulty',
        'Difficulty must be Beginner, Intermediate, Advanced, Expert or Elite (or 1-5)',
        'Points must be a whole number from 1 to 100',
      ],
    ]);
    expect(problemsOf([trick({ videoUrl: 'ftp://x' })])).toEqual([['Video URL must be an http(s) link']]);
    expect(problemsOf([trick({ prerequisites: ['Ollie'] })])).toEqual([['Unknown prerequisite trick id']]);
    expect(problemsOf([trick({ colour: 'red' })])).toEqual([['Unknown field: colour']]);
    expect(problemsOf([trick({ points: 'lots' })])).toEqual([
      ['Points must be a whole number from 1 to 100'],
    ]);
  });

  it('rejects a malformed id and ids of the custom family that do not exist', () => {
    expect(problemsOf([trick({ id: 'Heel Flip' })])).toEqual([
      ['id must be a family prefix and a number, like flip-12'],
    ]);
    expect(problemsOf([trick({ id: 'custom-99' })])).toEqual([
      ['custom-N ids are given by the server: leave id empty to add a trick'],
    ]);
  });

  it('rejects a CSV row with more cells than the header', () => {
    const [row] = readImportFile('csv', 'name,category,difficulty\nHeelflip,flip-tricks,2,extra').rows;
    expect(row.problems).toEqual(['The row has more cells than the header has columns']);
  });

  it('rejects a second row for the same trick or name', () => {
    expect(
      problemsOf([
        trick({ id: 'imp-1' }),
        trick({ id: 'imp-1', name: 'Other' }),
        trick({ name: 'HEELFLIP' }),
      ]),
    ).toEqual([
      [],
      ['The trick imp-1 is already in row 1 of this file'],
      ['The name "HEELFLIP" is already in row 1 of this file'],
    ]);
  });

  it('rejects a name another trick already has', () => {
    expect(problemsOf([{ ...trick(), id: 'fix-1', name: 'KICKFLIP' }])).toEqual([
      ['A trick with this name already exists'],
    ]);
  });

  it('rejects unknown prerequisites, naming them', () => {
    expect(problemsOf([trick({ prerequisites: ['fix-1', 'imp-9'] })])).toEqual([
      ['Unknown prerequisite trick id: imp-9'],
    ]);
  });

  it('rejects a trick listing itself, and cycles through the catalogue or the file', () => {
    expect(problemsOf([trick({ id: 'imp-1', prerequisites: ['imp-1'] })])).toEqual([
      ['A trick cannot be its own prerequisite'],
    ]);
    expect(problemsOf([{ id: 'fix-1', ...trick({ name: 'Ollie', prerequisites: ['fix-2'] }) }])).toEqual([
      ['Prerequisites cannot lead back to the trick itself'],
    ]);
    const cycle = plan([
      trick({ id: 'imp-1', prerequisites: ['imp-2'] }),
      trick({ id: 'imp-2', name: 'Other', prerequisites: ['imp-1'] }),
    ]);
    expect(cycle.map((row) => row.action)).toEqual(['reject', 'reject']);
    expect(cycle[0].problems).toEqual(['Prerequisites cannot lead back to the trick itself']);
  });

  it('rejects rows whose prerequisite is a rejected row of the file', () => {
    const rows = plan([
      trick({ id: 'imp-1', difficulty: 'Pro' }),
      trick({ id: 'imp-2', name: 'Other', prerequisites: ['imp-1'] }),
    ]);
    expect(rows.map((row) => row.problems)).toEqual([
      ['Difficulty must be Beginner, Intermediate, Advanced, Expert or Elite (or 1-5)'],
      ['Unknown prerequisite trick id: imp-1'],
    ]);
  });
});
