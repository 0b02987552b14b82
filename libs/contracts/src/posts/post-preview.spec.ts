import { PREVIEW_DESCRIPTION_MAX, previewDescription } from './post-preview';

describe('previewDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(previewDescription('  Kickflip\n\nat   the park  ')).toBe('Kickflip at the park');
  });

  it('cuts a long text to the limit, ending in an ellipsis', () => {
    const cut = previewDescription('a'.repeat(500));
    expect(cut).toHaveLength(PREVIEW_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const cut = previewDescription('🛹'.repeat(300));
    expect(Array.from(cut)).toHaveLength(PREVIEW_DESCRIPTION_MAX);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
