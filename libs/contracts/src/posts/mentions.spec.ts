import {
  extractMentions,
  extractTags,
  MENTIONS_MAX,
  splitRichText,
  tagForTrick,
  tokenAtCaret,
  trickTagIndex,
} from './mentions';

describe('extractMentions', () => {
  it('reads usernames after @, in lower case, each once, in order', () => {
    expect(extractMentions('@Bob and @alice.k, then @bob again')).toEqual(['bob', 'alice.k']);
  });

  it('leaves a sentence-ending dot out of the name', () => {
    expect(extractMentions('Session with @mike_t.')).toEqual(['mike_t']);
    expect(extractMentions('Hi @mike... and @ann!')).toEqual(['mike', 'ann']);
  });

  it('finds no mention inside an address or a word', () => {
    expect(extractMentions('write to skate@park.com or a@@bob')).toEqual([]);
    expect(extractMentions('x@bob #@bob')).toEqual([]);
  });

  it('refuses what no username could be', () => {
    expect(extractMentions('@ab @-dash @' + 'a'.repeat(31))).toEqual([]);
    expect(extractMentions('@abc')).toEqual(['abc']);
  });

  it(`keeps the first ${MENTIONS_MAX} different skaters`, () => {
    const names = Array.from({ length: MENTIONS_MAX + 3 }, (_, index) => `skater${index}`);
    const text = names.map((name) => `@${name} @${name}`).join(' ');
    expect(extractMentions(text)).toEqual(names.slice(0, MENTIONS_MAX));
  });
});

describe('splitRichText', () => {
  it('cuts the text into words, mentions and tags that join back into it', () => {
    const text = 'Landed a #Kickflip with @Bob. (#man-1)';
    const segments = splitRichText(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'Landed a ' },
      { kind: 'tag', text: '#Kickflip', tag: 'Kickflip' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@Bob', username: 'bob' },
      { kind: 'text', text: '. (' },
      { kind: 'tag', text: '#man-1', tag: 'man-1' },
      { kind: 'text', text: ')' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('keeps markup as plain text', () => {
    expect(splitRichText('<b>@bob</b>')).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'mention', text: '@bob', username: 'bob' },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('finds no tag in a link or an entity', () => {
    expect(extractTags('https://example.com/page#top &#39; #kick.flip')).toEqual(['kick']);
    expect(extractTags('#kickflip #KICKFLIP #')).toEqual(['kickflip']);
  });
});

describe('trickTagIndex', () => {
  const tricks = [
    { id: 'fund-4', name: 'Kickflip', aliases: [] },
    { id: 'fund-9', name: '360 Flip', aliases: ['Tre Flip'] },
    { id: 'grind-1', name: '50-50 Grind', aliases: [] },
  ];
  const find = trickTagIndex(tricks);

  it('finds a trick by id, by name and by alias, whatever the case, spaces and punctuation', () => {
    expect(find('FUND-4')?.id).toBe('fund-4');
    expect(find('kickflip')?.id).toBe('fund-4');
    expect(find('360flip')?.id).toBe('fund-9');
    expect(find('TreFlip')?.id).toBe('fund-9');
    expect(find('50-50grind')?.id).toBe('grind-1');
  });

  it('finds nothing for a tag that names no trick', () => {
    expect(find('heelflip')).toBeUndefined();
  });

  it('writes the tag of a trick so that it finds it again', () => {
    for (const trick of tricks) expect(find(tagForTrick(trick))).toBe(trick);
  });
});

describe('tokenAtCaret', () => {
  it('names the @ or # word being typed', () => {
    expect(tokenAtCaret('hi @bo', 6)).toEqual({ sigil: '@', query: 'bo', start: 3 });
    expect(tokenAtCaret('#kick and more', 5)).toEqual({ sigil: '#', query: 'kick', start: 0 });
    expect(tokenAtCaret('hi @', 4)).toEqual({ sigil: '@', query: '', start: 3 });
  });

  it('is null outside one, or inside an address', () => {
    expect(tokenAtCaret('hi @bob there', 13)).toBeNull();
    expect(tokenAtCaret('mail@bo', 7)).toBeNull();
  });
});
