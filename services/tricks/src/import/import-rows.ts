import {
  CreateTrickDto,
  TRICK_ID_PATTERN,
  TRICK_IMPORT_CSV_COLUMNS,
  type TrickImportFormat,
} from '@boonies/contracts/tricks';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { csvObjects, CsvSyntaxError } from './csv';

/** One row of an import file, checked on its own (the catalogue rules come later, in the plan). */
export interface ImportRow {
  /** 1-based, in file order; the CSV header is not counted. */
  row: number;
  id?: string;
  name?: string;
  /** The row as `POST /api/tricks` would receive it; null when the row is rejected. */
  request: CreateTrickDto | null;
  problems: string[];
}

const LIST_COLUMNS = new Set(['aliases', 'prerequisites', 'setup', 'steps', 'commonMistakes', 'proTips']);
/** Ids of the custom-N family are handed out by the service's sequence, never chosen by a file. */
const CUSTOM_ID = /^custom-\d+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Messages that say a value is missing or of the wrong kind: the one worth showing for a field. */
const PRIMARY_RULES = ['isNotEmpty', 'isString', 'isArray', 'isInt', 'isIn', 'isUrl'];

/**
 * One problem per field of a row, in the contract's own words (the request pipe stops at the first
 * field; a report names them all). A missing value gets its "please enter" text, not "must be a string".
 */
export function validationProblems(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return [`Unknown field: ${field}`];
    const rule = PRIMARY_RULES.find((name) => constraints[name]) ?? Object.keys(constraints)[0];
    const own = rule ? [constraints[rule]] : [];
    return [...own, ...validationProblems(error.children ?? [], field)];
  });
}

function idProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id.length > 40 || !TRICK_ID_PATTERN.test(id)) {
    return 'id must be a family prefix and a number, like flip-12';
  }
  return null;
}

/** Checks one row's fields with the same contract class as `POST /api/tricks`; `id` is the import's own. */
export function checkRow(
  row: number,
  fields: Record<string, unknown>,
  extraProblems: string[] = [],
): ImportRow {
  const { id: rawId, ...trick } = fields;
  const id = rawId === undefined || rawId === null || rawId === '' ? undefined : rawId;
  const problems = [...extraProblems];
  const problem = id === undefined ? null : idProblem(id);
  if (problem) problems.push(problem);
  const request = plainToInstance(CreateTrickDto, trick);
  problems.push(
    ...validationProblems(validateSync(request, { whitelist: true, forbidNonWhitelisted: true })),
  );
  const name = typeof request.name === 'string' && request.name !== '' ? request.name : undefined;
  return {
    row,
    id: typeof id === 'string' ? id : undefined,
    name,
    request: problems.length === 0 ? request : null,
    problems,
  };
}

/** A CSV record as the contract's fields: empty cells are left out, lists are split on `|`. */
export function fieldsOfCsvRecord(record: Record<string, string>): {
  fields: Record<string, unknown>;
  problems: string[];
} {
  const fields: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [column, cell] of Object.entries(record)) {
    if (column === '__extra') {
      problems.push('The row has more cells than the header has columns');
      continue;
    }
    const value = cell.trim();
    if (value === '') continue;
    fields[column] = LIST_COLUMNS.has(column)
      ? value
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean)
      : value;
  }
  return { fields, problems };
}

/** The rows of an import file, or why the file as a whole cannot be read. */
export function readImportFile(
  format: TrickImportFormat,
  content: string,
): { rows: ImportRow[]; problem: string | null } {
  if (format === 'csv') {
    try {
      const { records, problem } = csvObjects(content, TRICK_IMPORT_CSV_COLUMNS);
      if (problem) return { rows: [], problem };
      return {
        rows: records.map((record, index) => {
          const { fields, problems } = fieldsOfCsvRecord(record);
          return checkRow(index + 1, fields, problems);
        }),
        problem: null,
      };
    } catch (error) {
      if (error instanceof CsvSyntaxError) return { rows: [], problem: error.message };
      throw error;
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { rows: [], problem: 'The file is not valid JSON' };
  }
  const list = isRecord(parsed) && Array.isArray(parsed.tricks) ? parsed.tricks : parsed;
  if (!Array.isArray(list)) {
    return { rows: [], problem: 'The JSON file must hold an array of tricks (or { "tricks": [...] })' };
  }
  return {
    rows: list.map((entry: unknown, index) =>
      isRecord(entry)
        ? checkRow(index + 1, entry)
        : { row: index + 1, request: null, problems: ['The row is not an object'] },
    ),
    problem: null,
  };
}

export function isCustomId(id: string): boolean {
  return CUSTOM_ID.test(id);
}
