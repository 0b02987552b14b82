import { entityTagOf, ifNoneMatchHits } from './entity-tags';

describe('entity tags', () => {
  const tag = entityTagOf('v1');

  it('quotes the version', () => {
    expect(tag).toBe('"v1"');
  });

  it.each([
    ['the same tag', '"v1"', true],
    ['the weak form of the tag', 'W/"v1"', true],
    ['the tag among others', '"v0", W/"v1" ,"v2"', true],
    ['any tag', '*', true],
    ['another tag', '"v2"', false],
    ['the version unquoted', 'v1', false],
    ['nothing', undefined, false],
    ['an empty header', '', false],
  ])('If-None-Match with %s hits: %s', (_case, header, hits) => {
    expect(ifNoneMatchHits(header, tag)).toBe(hits);
  });
});
