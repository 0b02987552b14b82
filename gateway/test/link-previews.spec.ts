import { ADMIN_EVENTS, type ContentModeratedV1 } from '@boonies/contracts/admin';
import type { RunningSystem } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  eventually,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  publishEvent,
  runSql,
  skater,
  startPostsSystem,
  textPost,
  type SignedInUser,
} from './support/posts-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/** An attribute's text as the browser reads it. */
const unescaped = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const INDEX_HTML =
  '<!doctype html><html><head><title>The Boonies</title></head><body><div id="root"></div></body></html>';

/**
 * A shared link to a post, fetched as a page (a chat app's or a search engine's crawler, signed out): the
 * page carries the post's Open Graph and Twitter card tags when any member may read the post, and is the
 * plain index.html, without a word of the post, for a private, hidden, deleted or unknown one.
 */
describe('link previews of a post’s page', () => {
  let system: RunningSystem;
  let webDist: string;
  let author: SignedInUser;
  const page = (postId: string) => request(system.baseUrl).get(`/post/${postId}`);

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'boonies-previews-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    system = await startPostsSystem('gateway-link-previews', { WEB_DIST_DIR: webDist });
    author = await skater(system, 'previewed');
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('tags a public skater’s post, escaped, with its picture', async () => {
    const text = `Boardslide <script>alert("x")</script> & the "long" rail ${'🛹'.repeat(200)}`;
    const post = await textPost(author.browser, text, { imageUrl: 'https://images.example.com/rail.jpg' });
    const response = await page(post.id).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<meta property="og:url" content="${system.baseUrl}/post/${post.id}" />`);
    expect(html).toContain('<meta property="og:image" content="https://images.example.com/rail.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ on The Boonies" \/>/);
    const description = /<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(description).toMatch(/^Boardslide &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; the/);
    // The first 200 characters, the ellipsis last: a character made of two code units is never split.
    expect(Array.from(unescaped(description ?? ''))).toHaveLength(200);
    expect(description?.endsWith('…')).toBe(true);
    expect(html).not.toContain('<script>alert');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('serves a private skater’s post as the plain page', async () => {
    const owner = await skater(system, 'private');
    const post = await textPost(owner.browser, 'Private line nobody should read');
    const privacy = await owner.browser.patch('/api/users/me/preferences', {
      privacy: { publicProfile: false },
    });
    expect(privacy.status).toBe(200);
    await eventually(
      async () =>
        (
          await runSql(system, 'SELECT 1 FROM posts.preferences WHERE user_id = $1 AND NOT public_profile', [
            owner.id,
          ])
        ).length > 0,
      'the private switch in the posts service',
      EVENT_DEADLINE_MS,
    );
    expect((await page(post.id).expect(200)).text).toBe(INDEX_HTML);
  });

  it('serves a post moderators hid as the plain page', async () => {
    const post = await textPost(author.browser, 'Hidden line nobody should read');
    await publishEvent<ContentModeratedV1>(system, 'admin', ADMIN_EVENTS.contentModerated, {
      kind: 'post',
      contentId: post.id,
      ownerId: author.id,
      hidden: true,
    });
    await eventually(
      async () =>
        (await runSql(system, 'SELECT 1 FROM posts.posts WHERE id = $1 AND hidden_at IS NOT NULL', [post.id]))
          .length > 0,
      'the post hidden in the posts service',
      EVENT_DEADLINE_MS,
    );
    expect((await page(post.id).expect(200)).text).toBe(INDEX_HTML);
  });

  it('serves a deleted or unknown post as the plain page', async () => {
    const post = await textPost(author.browser, 'Deleted line nobody should read');
    expect((await author.browser.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await page(post.id).expect(200)).text).toBe(INDEX_HTML);
    expect((await page(randomUUID()).expect(200)).text).toBe(INDEX_HTML);
  });
});
