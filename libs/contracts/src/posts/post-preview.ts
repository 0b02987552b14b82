/** The longest description a link preview carries: the start of the post's text. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/**
 * What a link to a post shows where it is shared (a chat app's card, a search result): only ever a post
 * any member could read, so only a public, active skater's post that no moderator hid.
 */
export interface PostPreviewDto {
  postId: string;
  /** The author's name as posts show it: the display name, else the username. */
  authorName: string;
  username: string;
  content: string;
  /**
   * The picture of the post: its pasted image link, or the path of its uploaded photo's feed rendition or
   * its clip's poster (`/api/media/<id>/<rendition>`); `null` when it has none.
   */
  imageUrl: string | null;
}

/** `rpc.posts.preview`: `preview` is `null` for a post that may not be previewed, or names nothing. */
export interface PostPreviewAnswer {
  preview: PostPreviewDto | null;
}

/** The start of a post's text, on one line, at most `PREVIEW_DESCRIPTION_MAX` characters with its ellipsis. */
export function previewDescription(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= PREVIEW_DESCRIPTION_MAX) return text;
  const cut = Array.from(text)
    .slice(0, PREVIEW_DESCRIPTION_MAX - 1)
    .join('');
  return `${cut.trimEnd()}…`;
}
