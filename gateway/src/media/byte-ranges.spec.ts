import { contentRangeOf, rangeRequestOf } from './byte-ranges';

describe('rangeRequestOf', () => {
  const size = 1000;

  it('answers the whole file without a header, for other units, several ranges or nonsense', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b', 'bytes=-', 'bytes=9-3']) {
      expect(rangeRequestOf(header, size)).toEqual({ kind: 'whole' });
    }
  });

  it('serves a closed range, clipped to the file', () => {
    expect(rangeRequestOf('bytes=0-99', size)).toEqual({ kind: 'span', span: { start: 0, end: 99 } });
    expect(rangeRequestOf('bytes=900-5000', size)).toEqual({ kind: 'span', span: { start: 900, end: 999 } });
  });

  it('serves an open-ended range to the end', () => {
    expect(rangeRequestOf('bytes=500-', size)).toEqual({ kind: 'span', span: { start: 500, end: 999 } });
  });

  it('serves a suffix, or the whole of a shorter file', () => {
    expect(rangeRequestOf('bytes=-100', size)).toEqual({ kind: 'span', span: { start: 900, end: 999 } });
    expect(rangeRequestOf('bytes=-5000', size)).toEqual({ kind: 'span', span: { start: 0, end: 999 } });
  });

  it('refuses a range that starts past the end, or an empty suffix', () => {
    expect(rangeRequestOf('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeRequestOf('bytes=999999999-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeRequestOf('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
  });

  it('writes Content-Range for a span and for a refusal', () => {
    expect(contentRangeOf(size, { start: 0, end: 99 })).toBe('bytes 0-99/1000');
    expect(contentRangeOf(size)).toBe('bytes */1000');
  });
});
