/** One span of a file, both ends inclusive, as `ObjectStorage.read` takes it. */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * What a `Range` header asks of a file of `size` bytes: the whole file (no header, another unit, several
 * ranges or a malformed one, which the server may ignore and answer in full), one span, or nothing it holds
 * (416). Only single byte ranges are served: players ask for one at a time.
 */
export type RangeRequest = { kind: 'whole' } | { kind: 'span'; span: ByteSpan } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function rangeRequestOf(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes, or all of a shorter file.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'span', span: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'span', span: { start, end } };
}

/** `Content-Range` of a span served, or of the file's size alone for a refused range. */
export function contentRangeOf(size: number, span?: ByteSpan): string {
  return span ? `bytes ${span.start}-${span.end}/${size}` : `bytes */${size}`;
}
