import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../account/username-rules';
import { normalizeSearchText } from '../search/name-matching';

/**
 * `@username` mentions and `#tag` trick tags in the text of posts and replies: one reading for the posts
 * service (who is mentioned), the web app's renderer (what becomes a link) and its composer (what is being
 * typed).
 *
 * - A mention is `@` and a username (the sign-up rule: 3 to 30 of `a-z 0-9 . _ -`, in any case, as
 *   usernames are stored in lower case), at the start of the text or after a character that cannot be part
 *   of a name or an address: `skate@park.com` mentions nobody. A dot ending it ends the sentence, not the
 *   name.
 * - A tag is `#` and letters, digits, `_` or `-`, with the same rule before it (`page#top` is no tag). It
 *   names a catalogue trick when it is the trick's id (`#man-1`) or spells its name or one of its aliases
 *   with case, accents, spaces and punctuation dropped (`#kickflip`, `#treflip`, `#50-50grind`). A tag that
 *   names no trick stays plain text; tags only link, the tricks a post is tagged with are its chosen tricks.
 * - A post names at most `MENTIONS_MAX` different skaters: only the first ones are notified.
 */
export const MENTIONS_MAX = 10;
export const TAG_MAX_LENGTH = 40;

/** A part of a post's text: words as they are, a mention or a tag. */
export type RichTextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'tag'; text: string; tag: string };

/** What may not come right before `@` or `#` for it to start a token: a name's or an address's characters. */
const TOKEN_BEFORE = /[\p{L}\p{N}._\-@#&/]/u;
const TOKEN = /[@#][\p{L}\p{N}_.-]+/gu;
const TAG_BODY = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/** The username a `@word` names, or `null` when no username could be spelled so. */
function usernameOf(word: string): string | null {
  const name = word.replace(/\.+$/, '').toLowerCase();
  if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH) return null;
  return USERNAME_PATTERN.test(name) ? name : null;
}

/** A tag ends where a character no tag has (a dot) starts. */
function tagOf(word: string): string | null {
  const tag = /^[\p{L}\p{N}_-]*/u.exec(word)?.[0] ?? '';
  return tag.length <= TAG_MAX_LENGTH && TAG_BODY.test(tag) ? tag : null;
}

/** The text cut into plain words, mentions and tags, in order; joined back, the segments are the text. */
export function splitRichText(text: string): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let plainFrom = 0;
  const pushPlain = (to: number) => {
    if (to > plainFrom) segments.push({ kind: 'text', text: text.slice(plainFrom, to) });
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    if (start > 0 && TOKEN_BEFORE.test(text[start - 1])) continue;
    const sigil = match[0][0];
    const word = match[0].slice(1);
    const value = sigil === '@' ? usernameOf(word) : tagOf(word);
    if (value === null) continue;
    // The token keeps the letters as written; a sentence's closing dots stay text.
    const length = 1 + (sigil === '@' ? word.replace(/\.+$/, '').length : value.length);
    pushPlain(start);
    const written = text.slice(start, start + length);
    segments.push(
      sigil === '@'
        ? { kind: 'mention', text: written, username: value }
        : { kind: 'tag', text: written, tag: value },
    );
    plainFrom = start + length;
  }
  pushPlain(text.length);
  return segments;
}

/** The usernames the text mentions, each once, in the order first mentioned, at most `MENTIONS_MAX`. */
export function extractMentions(text: string): string[] {
  const names = new Set<string>();
  for (const segment of splitRichText(text)) {
    if (segment.kind === 'mention') names.add(segment.username);
    if (names.size === MENTIONS_MAX) break;
  }
  return [...names];
}

/** The tags the text carries, each once (as first written), in order. */
export function extractTags(text: string): string[] {
  const seen = new Map<string, string>();
  for (const segment of splitRichText(text)) {
    if (segment.kind === 'tag' && !seen.has(tagKey(segment.tag))) seen.set(tagKey(segment.tag), segment.tag);
  }
  return [...seen.values()];
}

/** How a tag or a trick's name is compared: lower case, without accents, spaces or punctuation. */
export function tagKey(text: string): string {
  return normalizeSearchText(text);
}

/** The tag the composer writes for a trick: its name as one word (`Frontside 180` → `frontside180`). */
export function tagForTrick(trick: { id: string; name: string }): string {
  return tagKey(trick.name) || trick.id;
}

interface TaggableTrick {
  id: string;
  name: string;
  aliases?: readonly string[];
}

/**
 * A lookup from tag to trick over a catalogue: by id first, then by name, then by alias. Names taken by two
 * tricks keep the first.
 */
export function trickTagIndex<T extends TaggableTrick>(tricks: readonly T[]): (tag: string) => T | undefined {
  const byId = new Map<string, T>();
  const byName = new Map<string, T>();
  const byAlias = new Map<string, T>();
  for (const trick of tricks) {
    byId.set(trick.id, trick);
    const name = tagKey(trick.name);
    if (name && !byName.has(name)) byName.set(name, trick);
    for (const alias of trick.aliases ?? []) {
      const key = tagKey(alias);
      if (key && !byAlias.has(key)) byAlias.set(key, trick);
    }
  }
  return (tag) => {
    const key = tagKey(tag);
    return byId.get(tag.toLowerCase()) ?? byName.get(key) ?? byAlias.get(key);
  };
}

/**
 * The `@` or `#` word the caret is in, for the composer's suggestions: its sigil, what is typed after it and
 * where it starts. `null` when the caret is not in one.
 */
export function tokenAtCaret(
  text: string,
  caret: number,
): { sigil: '@' | '#'; query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /[@#]([\p{L}\p{N}_.-]*)$/u.exec(before);
  if (!match) return null;
  const start = match.index;
  if (start > 0 && TOKEN_BEFORE.test(text[start - 1])) return null;
  const sigil = match[0][0] as '@' | '#';
  return { sigil, query: match[1], start };
}
