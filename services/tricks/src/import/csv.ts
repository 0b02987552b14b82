/** Why a CSV text could not be read, with the 1-based line where reading stopped. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`CSV line ${line}: ${message}`);
  }
}

/**
 * Reads CSV as RFC 4180 writes it: fields separated by commas, records by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes (`""`). A leading byte-order mark is ignored, and
 * so are blank records (spreadsheets often end files with one).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };

  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
          const next = input[index + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw new CsvSyntaxError('a closing quote must end its field', line);
          }
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted) throw new CsvSyntaxError('a quote may only open a field', line);
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is not closed', line);
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}

/** CSV records under a header row, as objects keyed by the header's names. */
export function csvObjects(
  text: string,
  columns: readonly string[],
): { records: Record<string, string>[]; problem: string | null } {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { records: [], problem: 'The file is empty' };
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !columns.includes(name));
  if (unknown.length > 0) {
    return { records: [], problem: `Unknown CSV column(s): ${unknown.join(', ')}` };
  }
  if (!names.includes('name')) return { records: [], problem: 'The CSV header needs a name column' };
  const records = rows.map((row) => {
    const record: Record<string, string> = {};
    names.forEach((name, index) => (record[name] = row[index] ?? ''));
    // More cells than header names: kept under a name no column has, so the row is rejected for it.
    if (row.length > names.length) record.__extra = row.slice(names.length).join(',');
    return record;
  });
  return { records, problem: null };
}
