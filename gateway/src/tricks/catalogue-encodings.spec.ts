import { catalogueEncodingFor } from './catalogue-encodings';

describe('catalogueEncodingFor', () => {
  it('prefers brotli, then gzip, among the encodings a browser accepts', () => {
    expect(catalogueEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(catalogueEncodingFor('gzip, deflate')).toBe('gzip');
    expect(catalogueEncodingFor('*')).toBe('br');
  });

  it('honours a quality of zero, named or under the wildcard', () => {
    expect(catalogueEncodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(catalogueEncodingFor('*;q=0, gzip')).toBe('gzip');
    expect(catalogueEncodingFor('br;q=0, *')).toBe('gzip');
  });

  it('sends the plain JSON when nothing else is accepted or the header is missing', () => {
    expect(catalogueEncodingFor(undefined)).toBe('identity');
    expect(catalogueEncodingFor('deflate')).toBe('identity');
    expect(catalogueEncodingFor('identity')).toBe('identity');
  });
});
