import {
  TRICK_IMPORT_BATCH,
  TRICK_IMPORT_MAX_CHARS,
  type TrickImportFormat,
  type TrickImportReportDto,
  type TrickImportRowDto,
} from '@boonies/contracts/tricks';
import { countOf } from '@/lib/format';

/** Rows applied per request: one server batch, so the progress bar moves once per transaction. */
export const IMPORT_CHUNK_ROWS = TRICK_IMPORT_BATCH;

/** What is imported: the text of a file (or pasted) and how to read it. */
export interface ImportSource {
  format: TrickImportFormat;
  content: string;
  /** The chosen file's name; absent for pasted text. */
  fileName?: string;
}

export const IMPORT_FILE_PROBLEMS = {
  wrongType: 'Choose a .json or .csv file',
  empty: 'The file is empty',
  tooLarge: 'The import file can be at most 900 kB',
  unreadable: 'The file could not be read',
} as const;

export function formatOfFileName(name: string): TrickImportFormat | null {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'json' || extension === 'csv' ? extension : null;
}

/** Pasted text: a JSON file starts with an array or an object, anything else is read as CSV. */
export function formatOfText(text: string): TrickImportFormat {
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** Why an import's text cannot be sent, or null when it can. */
export function contentProblem(content: string): string | null {
  if (content.trim() === '') return IMPORT_FILE_PROBLEMS.empty;
  if (content.length > TRICK_IMPORT_MAX_CHARS) return IMPORT_FILE_PROBLEMS.tooLarge;
  return null;
}

/** UTF-8 takes at most 4 bytes a character: a file larger than this is too long without reading it. */
const MAX_FILE_BYTES = TRICK_IMPORT_MAX_CHARS * 4;

/** A file's text, as UTF-8. FileReader rather than `file.text()`, which older engines lack. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Reads a chosen file, or says why it cannot be imported. */
export async function readImportFile(file: File): Promise<{ source: ImportSource } | { problem: string }> {
  const format = formatOfFileName(file.name);
  if (!format) return { problem: IMPORT_FILE_PROBLEMS.wrongType };
  if (file.size > MAX_FILE_BYTES) return { problem: IMPORT_FILE_PROBLEMS.tooLarge };
  let content: string;
  try {
    content = await textOf(file);
  } catch {
    return { problem: IMPORT_FILE_PROBLEMS.unreadable };
  }
  const problem = contentProblem(content);
  return problem ? { problem } : { source: { format, content, fileName: file.name } };
}

/** What a row does: `unchanged` is an update that would write nothing. */
export type RowOutcome = 'create' | 'update' | 'unchanged' | 'reject';

export function outcomeOf(row: TrickImportRowDto): RowOutcome {
  if (row.action === 'update' && !row.changed) return 'unchanged';
  return row.action;
}

export function emptyReport(total: number): TrickImportReportDto {
  return { dryRun: false, total, created: 0, updated: 0, unchanged: 0, rejected: [], rows: [] };
}

/** The report of the whole import so far: `next` covers the rows after those of `sofar`. */
export function mergeReports(sofar: TrickImportReportDto, next: TrickImportReportDto): TrickImportReportDto {
  return {
    dryRun: next.dryRun,
    total: next.total,
    created: sofar.created + next.created,
    updated: sofar.updated + next.updated,
    unchanged: sofar.unchanged + next.unchanged,
    rejected: [...sofar.rejected, ...next.rejected],
    rows: [...sofar.rows, ...next.rows],
  };
}

/** Rows that applying writes. */
export function writesOf(report: TrickImportReportDto): number {
  return report.created + report.updated;
}

/** "2 created, 1 updated, 1 rejected" (a dry run: "2 to create, …"); zero counts are left out. */
export function summaryOf(report: TrickImportReportDto): string {
  const parts: [number, string, string][] = [
    [report.created, 'created', 'to create'],
    [report.updated, 'updated', 'to update'],
    [report.unchanged, 'unchanged', 'unchanged'],
    [report.rejected.length, 'rejected', 'rejected'],
  ];
  const said = parts
    .filter(([count]) => count > 0)
    .map(([count, done, planned]) => `${count} ${report.dryRun ? planned : done}`);
  return said.length > 0 ? said.join(', ') : 'No rows';
}

/** "12 rows". */
export function rowsOf(count: number): string {
  return countOf(count, 'row');
}
