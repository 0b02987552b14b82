import { csvObjects, CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('splits plain fields and records, LF or CRLF', () => {
    expect(parseCsv('a,b,c\n1,2,3\r\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"a,b","line 1\nline 2","say ""pop"""\n')).toEqual([
      ['a,b', 'line 1\nline 2', 'say "pop"'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('ignores a byte-order mark and blank records', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads an empty quoted field', () => {
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('refuses an unclosed quote, a quote inside a bare field and text after a closing quote', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow(new CsvSyntaxError('a quoted field is not closed', 2));
    expect(() => parseCsv('a,b"c"')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('"a"b,c')).toThrow('CSV line 1: a closing quote must end its field');
  });
});

describe('csvObjects', () => {
  const columns = ['id', 'name', 'steps'];

  it('keys records by the header, missing cells empty', () => {
    expect(csvObjects('name,id\nOllie,fix-1\nManual', columns)).toEqual({
      records: [
        { name: 'Ollie', id: 'fix-1' },
        { name: 'Manual', id: '' },
      ],
      problem: null,
    });
  });

  it('marks cells beyond the header', () => {
    expect(csvObjects('name\nOllie,extra', columns).records).toEqual([{ name: 'Ollie', __extra: 'extra' }]);
  });

  it('refuses an empty file, unknown columns and a header without name', () => {
    expect(csvObjects('', columns).problem).toBe('The file is empty');
    expect(csvObjects('name,colour\n', columns).problem).toBe('Unknown CSV column(s): colour');
    expect(csvObjects('id,steps\n', columns).problem).toBe('The CSV header needs a name column');
  });
});
