import { TRICK_IMPORT_MAX_CHARS } from '@boonies/contracts/tricks';
import { makeImportReport } from '@/test/admin-api';
import {
  contentProblem,
  emptyReport,
  formatOfFileName,
  formatOfText,
  mergeReports,
  summaryOf,
} from './trick-import';

describe('trick import helpers', () => {
  it('reads the format from a file name or from pasted text', () => {
    expect(formatOfFileName('Tricks.CSV')).toBe('csv');
    expect(formatOfFileName('tricks.json')).toBe('json');
    expect(formatOfFileName('tricks.csv.txt')).toBeNull();
    expect(formatOfText('  [{"name":"Ollie"}]')).toBe('json');
    expect(formatOfText('\n{"tricks":[]}')).toBe('json');
    expect(formatOfText('id,name,category')).toBe('csv');
  });

  it('refuses empty and oversized text', () => {
    expect(contentProblem(' \n ')).toBe('The file is empty');
    expect(contentProblem('x'.repeat(TRICK_IMPORT_MAX_CHARS + 1))).toBe(
      'The import file can be at most 900 kB',
    );
    expect(contentProblem('id,name')).toBeNull();
  });

  it('adds up the reports of the chunks of an applied import', () => {
    const first = makeImportReport(
      [
        { row: 1, action: 'create', id: 'custom-1', name: 'Boneless' },
        { row: 2, action: 'reject', id: null, name: null, problems: ['Unknown field: colour'] },
      ],
      { dryRun: false, total: 3 },
    );
    const second = makeImportReport([{ row: 3, action: 'update', id: 'man-1', name: 'Manual' }], {
      dryRun: false,
      total: 3,
    });

    const merged = mergeReports(mergeReports(emptyReport(3), first), second);
    expect(merged).toMatchObject({ total: 3, created: 1, updated: 1, unchanged: 0 });
    expect(merged.rows.map((row) => row.row)).toEqual([1, 2, 3]);
    expect(merged.rejected).toEqual([{ row: 2, problems: ['Unknown field: colour'] }]);
    expect(summaryOf(merged)).toBe('1 created, 1 updated, 1 rejected');
    expect(summaryOf({ ...merged, dryRun: true })).toBe('1 to create, 1 to update, 1 rejected');
    expect(summaryOf(emptyReport(0))).toBe('No rows');
  });
});
