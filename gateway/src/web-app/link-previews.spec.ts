import type { PostPreviewDto } from '@boonies/contracts/posts';
import { escapeHtml, postIdOfPage, previewTags, withHeadTags } from './link-previews';

const ID = '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b';
const ORIGIN = 'https://boonies.example';

const preview = (change: Partial<PostPreviewDto> = {}): PostPreviewDto => ({
  postId: ID,
  authorName: 'Rayssa',
  username: 'rayssa',
  content: 'Kickflip down the eight stair',
  imageUrl: null,
  ...change,
});

describe('link previews', () => {
  it('knows a post’s page by its path, and no other', () => {
    expect(postIdOfPage(`/post/${ID}`)).toBe(ID);
    expect(postIdOfPage(`/post/${ID.toUpperCase()}/`)).toBe(ID);
    for (const path of ['/post', `/post/${ID}/x`, '/post/not-an-id', `/posts/${ID}`, `/profile/${ID}`])
      expect(postIdOfPage(path)).toBeUndefined();
  });

  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });

  it('names the author, starts the text and points at the page', () => {
    const tags = previewTags(preview(), ORIGIN);
    expect(tags).toContain('<meta property="og:title" content="Rayssa (@rayssa) on The Boonies" />');
    expect(tags).toContain('<meta property="og:description" content="Kickflip down the eight stair" />');
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/post/${ID}" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain('og:image');
  });

  it('shows the picture at an absolute address, with a large card', () => {
    const uploaded = previewTags(preview({ imageUrl: `/api/media/${ID}/poster.jpg` }), ORIGIN);
    expect(uploaded).toContain(`<meta property="og:image" content="${ORIGIN}/api/media/${ID}/poster.jpg" />`);
    expect(uploaded).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const pasted = previewTags(preview({ imageUrl: 'https://img.example/a.jpg?x=1&y="2"' }), ORIGIN);
    expect(pasted).toContain('content="https://img.example/a.jpg?x=1&amp;y=%222%22"');
  });

  it('leaves out a picture that is no web address', () => {
    expect(previewTags(preview({ imageUrl: 'javascript:alert(1)' }), ORIGIN)).not.toContain('og:image');
  });

  it('keeps hostile text inert', () => {
    const tags = previewTags(
      preview({ authorName: '"><script>x</script>', content: '</head><b>hi</b>' }),
      ORIGIN,
    );
    expect(tags).not.toMatch(/<script|<\/head>|<b>/);
  });

  it('puts the tags at the end of the head', () => {
    const html = '<html><head><title>The Boonies</title></head><body></body></html>';
    const tagged = withHeadTags(html, '<meta property="og:title" content="x" />');
    expect(tagged.indexOf('og:title')).toBeGreaterThan(tagged.indexOf('<title>'));
    expect(tagged.indexOf('og:title')).toBeLessThan(tagged.indexOf('</head>'));
    expect(withHeadTags('<div id="root"></div>', 'x')).toBe('<div id="root"></div>');
  });
});
