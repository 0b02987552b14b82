import { weakEntityTagOf } from './weak-entity-tags';

describe('weakEntityTagOf', () => {
  it('names the length in hex and the start of the SHA-1, as the etag package does', () => {
    expect(weakEntityTagOf('')).toBe('W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
    expect(weakEntityTagOf('{"ok":true}')).toMatch(/^W\/"b-[A-Za-z0-9+/]{27}"$/);
  });

  it('gives a text and its UTF-8 bytes the same tag, and different bodies different ones', () => {
    expect(weakEntityTagOf('{"name":"ollie é"}')).toBe(weakEntityTagOf(Buffer.from('{"name":"ollie é"}')));
    expect(weakEntityTagOf('{"a":1}')).not.toBe(weakEntityTagOf('{"a":2}'));
  });
});
