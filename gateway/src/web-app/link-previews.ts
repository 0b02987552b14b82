import { postPagePath } from '@boonies/contracts/links';
import { type PostPreviewDto, previewDescription } from '@boonies/contracts/posts';

/** The product's name, as index.html's title says it. */
const SITE_NAME = 'The Boonies';

/** `/post/<id>` (a trailing slash allowed): the page of one post, whose link may be previewed. */
const POST_PAGE = /^\/post\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The post a page path names, or undefined for any other page. */
export function postIdOfPage(path: string): string | undefined {
  return POST_PAGE.exec(path)?.[1]?.toLowerCase();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an attribute's double quotes, or between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** An address that may go into a preview: the page's own origin for a path, only http(s) otherwise. */
function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Open Graph and Twitter card tags of a post's page: the author as title, the start of the text as
 * description, the post's picture when it has one. Every value is escaped.
 */
export function previewTags(preview: PostPreviewDto, origin: string): string {
  const title = `${preview.authorName} (@${preview.username}) on ${SITE_NAME}`;
  const description = previewDescription(preview.content);
  const url = absoluteUrl(postPagePath(preview.postId), origin);
  const image = preview.imageUrl ? absoluteUrl(preview.imageUrl, origin) : undefined;
  const tags: [string, string, string | undefined][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'article'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .filter((tag): tag is [string, string, string] => tag[2] !== undefined)
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/** index.html with the tags at the end of its head (before its first `</head>`); unchanged without one. */
export function withHeadTags(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  return `${html.slice(0, end)}    ${tags}\n  ${html.slice(end)}`;
}
