import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesName, normalizeSearchText } from '@boonies/contracts/search';
import { TRICK_CATEGORIES, type CatalogueEntry } from './catalogue-entry';
import { catalogueEntry as entry } from '../../test/support/catalogue-fixture';
import {
  CATALOGUE_MINIMUMS,
  checkCatalogue,
  checkCoverage,
  checkEntry,
  findAmbiguousAliases,
  findDuplicateKeys,
  findMissingPrerequisites,
  findNumberingGaps,
  findPrerequisiteCycle,
  findSharedTexts,
  hasFullSentence,
  type CatalogueProblem,
} from './catalogue-rules';

const DATA_DIR = join(__dirname, 'data');
const files = readdirSync(DATA_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();
const parsed = files.map((file) => ({
  file,
  data: JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as unknown,
}));
const catalogue = parsed.flatMap(({ data }) => (Array.isArray(data) ? (data as CatalogueEntry[]) : []));

const messages = (problems: CatalogueProblem[]) => problems.map((p) => p.message);

describe('built-in trick catalogue', () => {
  it('ships every data file as a JSON array', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(parsed.filter(({ data }) => !Array.isArray(data)).map(({ file }) => file)).toEqual([]);
  });

  it('has every entry well formed: id, category, difficulty, stance, texts, points', () => {
    expect(messages(catalogue.flatMap((entry, index) => checkEntry(entry, index)))).toEqual([]);
  });

  it('uses every id and every name once, numbered 1..n within each prefix', () => {
    expect(messages([...findDuplicateKeys(catalogue), ...findNumberingGaps(catalogue)])).toEqual([]);
  });

  it('gives every alias to one trick only, never repeating a name', () => {
    expect(messages(findAmbiguousAliases(catalogue))).toEqual([]);
  });

  // The names skaters search for: each must lead straight to a trick, by its name or an alias.
  it.each([
    ['Caballerial', 'Full Cab'],
    ['Half Cab', 'Half Cab'],
    ['Full Cab', 'Full Cab'],
    ['Noseblunt Stall', 'Noseblunt Stall'],
    ['Fakie Noseblunt', 'Fakie Noseblunt'],
    ['Crooked Stall', 'Crooked Stall'],
    ['Blunt Stall', 'Blunt to Fakie'],
    ['Rock to Fakie', 'Rock to Fakie'],
    ['Rock and Roll', 'Rock and Roll'],
    ['Axle Stall', 'Backside Axle Stall'],
    ['50-50 Stall', 'Backside Axle Stall'],
    ['Disaster', 'Backside Disaster'],
    ['Boneless', 'Boneless'],
    ['No Comply', 'No-Comply'],
    ['Pop Shove-it', 'Pop Shove-it'],
    ['Frontside 180', 'Frontside 180'],
    ['Backside 180', 'Backside 180'],
    ['Bigspin', 'Bigspin'],
    ['Hardflip', 'Hardflip'],
    ['Varial Heelflip', 'Varial Heelflip'],
    ['Inward Heelflip', 'Inward Heelflip'],
    ['Laser Flip', 'Laser Flip'],
    ['Impossible', 'Impossible'],
    ['Casper', 'Casper'],
    ['Primo', 'Primo Stand'],
    ['Manual', 'Manual'],
    ['Nose Manual', 'Nose Manual'],
    ['5-0', 'Backside 5-0 Grind'],
    ['Nosegrind', 'Backside Nosegrind'],
    ['Crooked Grind', 'Backside Crooked Grind'],
    ['Smith Grind', 'Backside Smith Grind'],
    ['Feeble Grind', 'Backside Feeble Grind'],
    ['Salad Grind', 'Backside Salad Grind'],
    ['Suski Grind', 'Backside Suski Grind'],
    ['Tailslide', 'Backside Tailslide'],
    ['Noseslide', 'Backside Noseslide'],
    ['Boardslide', 'Boardslide'],
    ['Lipslide', 'Backside Lipslide'],
    ['Bluntslide', 'Backside Bluntslide'],
    ['Noseblunt Slide', 'Backside Nosebluntslide'],
    ['Indy', 'Indy Air'],
    ['Melon', 'Melon Grab'],
    ['Stalefish', 'Stalefish'],
    ['Mute', 'Mute Air'],
    ['Method', 'Method Air'],
    ['Madonna', 'Madonna'],
    ['Invert', 'Backside Handplant'],
    ['Eggplant', 'Eggplant'],
    ['Andrecht', 'Andrecht Invert'],
    ['Tre Flip', '360 Flip'],
    ['Fifty-Fifty', '50-50 Grind'],
    ['Frontside One-Eighty', 'Frontside 180'],
    ['Ollie North', 'Ollie North'],
    ['Slob Air', 'Slob Air'],
    ['Frontside Invert', 'Frontside Invert'],
    // The classics an audit against skate dictionaries found missing.
    ['Big Flip', 'Bigspin Flip'],
    ['Nollie Bigspin', 'Nollie Bigspin'],
    ['Nollie Flip', 'Nollie Kickflip'],
    ['Hurricane', 'Hurricane Grind'],
    ['Sugarcane', 'Sugarcane'],
    ['Barley Grind', 'Barley Grind'],
    ['Elguerial', 'Elguerial'],
    ['Gay Twist', 'Gay Twist'],
    ['Sex Change', 'Sex Change'],
    ['Strawberry Milkshake', 'Strawberry Milkshake'],
  ])('finds "%s" under its usual name (%s)', (query, name) => {
    const exact = catalogue.filter((entry) =>
      [entry.name, ...(entry.aliases ?? [])].some(
        (name) => normalizeSearchText(name) === normalizeSearchText(query),
      ),
    );
    const found = exact.length > 0 ? exact : catalogue.filter((entry) => matchesName(query, [entry.name]));
    expect(found.map((entry) => entry.name)).toContain(name);
  });

  it('points every prerequisite at an existing entry', () => {
    expect(messages(findMissingPrerequisites(catalogue))).toEqual([]);
  });

  it('has no prerequisite cycle', () => {
    const cycle = findPrerequisiteCycle(catalogue);
    expect(cycle ? `prerequisite cycle: ${cycle.join(' -> ')}` : null).toBeNull();
  });

  it('shares no description, step, mistake or tip between two entries', () => {
    expect(messages(findSharedTexts(catalogue))).toEqual([]);
  });

  it(`reaches ${CATALOGUE_MINIMUMS.entries} entries and ${CATALOGUE_MINIMUMS.baseTricks} base tricks across all ${TRICK_CATEGORIES.length} categories`, () => {
    expect(messages(checkCoverage(catalogue))).toEqual([]);
  });
});

describe('catalogue rules', () => {
  it('accepts a clean set of entries', () => {
    expect(checkCatalogue([entry('a-1'), entry('a-2', { prerequisites: ['a-1'] })], null)).toEqual([]);
  });

  it('needs a real sentence in the description', () => {
    expect(hasFullSentence('Pop the tail hard and jump high.')).toBe(true);
    expect(hasFullSentence('Ollie')).toBe(false);
    expect(hasFullSentence('A short one. Tiny.')).toBe(false);
  });

  it('reports bad values, short lists, blank text and out-of-range points', () => {
    const bad = entry('a-1', {
      category: 'street' as CatalogueEntry['category'],
      stance: 'goofy' as CatalogueEntry['stance'],
      steps: ['Only one step.', '  '],
      points: 120,
    });
    expect(
      checkEntry(bad)
        .map((p) => p.rule)
        .sort(),
    ).toEqual(['blank-text', 'category', 'list-length', 'points', 'stance']);
  });

  it('reports a prerequisite cycle as a closed path', () => {
    const entries = [
      entry('a-1', { prerequisites: ['a-3'] }),
      entry('a-2', { prerequisites: ['a-1'] }),
      entry('a-3', { prerequisites: ['a-2'] }),
    ];
    expect(findPrerequisiteCycle(entries)).toEqual(['a-1', 'a-3', 'a-2', 'a-1']);
  });

  it('names both entries when a text is shared, ignoring case and padding', () => {
    const entries = [entry('a-1'), entry('a-2', { proTips: [' tip for A-1. '] })];
    expect(findSharedTexts(entries)).toEqual([
      expect.objectContaining({ rule: 'shared-text', ids: ['a-1', 'a-2'] }),
    ]);
  });

  it('reports an alias that reads like another name or alias, ignoring case and punctuation', () => {
    const entries = [
      entry('a-1', { name: '50-50 Grind', aliases: ['Fifty-Fifty'] }),
      entry('a-2', { name: 'Axle Stall', aliases: ['fifty fifty', '50-50 grind'] }),
      entry('a-3', { name: 'Smith Grind', aliases: ['Smith grind!'] }),
    ];
    expect(findAmbiguousAliases(entries).map((p) => p.ids)).toEqual([
      ['a-2', 'a-1'],
      ['a-2', 'a-1'],
      ['a-3', 'a-3'],
    ]);
  });

  it('checks the shape and number of aliases', () => {
    const rules = (aliases: unknown) =>
      checkEntry(entry('a-1', { aliases: aliases as string[] })).map((p) => p.rule);
    expect(rules(['Tre Flip', '3 Flip'])).toEqual([]);
    expect(rules('Tre Flip')).toEqual(['shape']);
    expect(rules(['Tre Flip', ' '])).toEqual(['shape']);
    expect(rules(Array.from({ length: 11 }, (_, n) => `Alias ${n}`))).toEqual(['aliases']);
    expect(rules(['**Tre**'])).toEqual(['plain-text']);
  });

  it('reports gaps in numbering and missing prerequisites', () => {
    const entries = [entry('a-1'), entry('a-3', { prerequisites: ['b-1'] })];
    expect(messages([...findNumberingGaps(entries), ...findMissingPrerequisites(entries)])).toEqual([
      'prefix "a-" skips a-2',
      'a-3: prerequisite "b-1" does not exist',
    ]);
  });
});
