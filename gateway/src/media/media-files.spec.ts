import { entityTagOf, holdsCurrentFile, rangeStillApplies } from './media-files';

const grant = {
  mediaId: '5b0c6f7e-8a43-4d6e-9a59-0d2e4f1c3b21',
  key: 'renditions/3f2a9c.webp',
  contentType: 'image/webp',
  size: 1000,
};

describe('media file headers', () => {
  it("tags a file by its content-addressed key's name", () => {
    expect(entityTagOf(grant)).toBe('"3f2a9c.webp"');
  });

  it('sees a current copy in If-None-Match, weak or among others, or *', () => {
    const tag = entityTagOf(grant);
    expect(holdsCurrentFile(undefined, tag)).toBe(false);
    expect(holdsCurrentFile('"other"', tag)).toBe(false);
    expect(holdsCurrentFile(`"other", W/${tag}`, tag)).toBe(true);
    expect(holdsCurrentFile('*', tag)).toBe(true);
  });

  it('applies a range only while If-Range names this file', () => {
    const tag = entityTagOf(grant);
    expect(rangeStillApplies(undefined, tag)).toBe(true);
    expect(rangeStillApplies(tag, tag)).toBe(true);
    expect(rangeStillApplies('"older"', tag)).toBe(false);
    expect(rangeStillApplies('Wed, 21 Oct 2015 07:28:00 GMT', tag)).toBe(false);
  });
});
