// The web app's import boundaries, enforced by eslint.config.mjs (see docs/architecture.md, "Web app structure").
import { readdirSync } from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');

/**
 * The features each feature may use, always through their public entry (`@/features/<name>`, or
 * `@/features/<name>/lazy` for what loads on demand). A feature missing here may use no other feature. The
 * graph must stay acyclic and at most MAX_FEATURE_DEPTH deep: what two features both need belongs in lib/ or
 * components/, and a page that shows several features is put together in app/pages/.
 */
export const FEATURE_USES = {
  about: [],
  admin: [],
  auth: [],
  'data-map': [],
  events: [],
  games: ['media'],
  leaderboard: [],
  media: [],
  messaging: ['moderation'],
  moderation: [],
  posts: ['media', 'moderation', 'verification'],
  profiles: [],
  settings: ['verification'],
  sponsorships: [],
  store: [],
  tricks: [],
  verification: [],
};

/**
 * How many features deep a chain of uses may go: a feature, and features that use no other. Deeper, a change
 * at the bottom ripples through features that do not know of it; a page that needs that depth is put
 * together in app/pages/ instead.
 */
export const MAX_FEATURE_DEPTH = 2;

/**
 * What is wrong with a graph of feature uses (FEATURE_USES unless given): each cycle, and each chain of uses
 * longer than MAX_FEATURE_DEPTH features, named feature by feature. Empty when the graph may stand.
 */
export function featureGraphProblems(uses = FEATURE_USES) {
  const problems = [];
  // The longest chain of uses from each feature, itself first; a cycle is reported and cut where it closes.
  const longest = new Map();
  const open = new Set();
  const chainFrom = (feature, trail) => {
    if (longest.has(feature)) return longest.get(feature);
    if (open.has(feature)) {
      const cycle = [...trail.slice(trail.indexOf(feature)), feature].join(' -> ');
      problems.push(`web/boundaries.mjs: features use each other in a cycle: ${cycle}`);
      return [];
    }
    open.add(feature);
    const below = (uses[feature] ?? [])
      .map((used) => chainFrom(used, [...trail, feature]))
      .reduce((deepest, chain) => (chain.length > deepest.length ? chain : deepest), []);
    open.delete(feature);
    longest.set(feature, [feature, ...below]);
    return longest.get(feature);
  };
  for (const feature of Object.keys(uses)) chainFrom(feature, []);
  if (problems.length) return problems;
  // Every chain runs down from a feature no other feature uses: reporting from there names each once.
  const used = new Set(Object.values(uses).flat());
  for (const [feature, chain] of longest) {
    if (!used.has(feature) && chain.length > MAX_FEATURE_DEPTH) {
      problems.push(
        `web/boundaries.mjs: ${chain.join(' -> ')} is ${chain.length} features deep, at most ` +
          `${MAX_FEATURE_DEPTH} may be: put the page that needs them together in app/pages/, or move the ` +
          'shared piece down to lib/ or components/.',
      );
    }
  }
  return problems;
}

// Lint stops before any file is checked when the graph may not stand.
const graphProblems = featureGraphProblems();
if (graphProblems.length) throw new Error(graphProblems.join('\n'));

const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const publicEntries = (feature) => [`./${feature}/index.ts`, `./${feature}/lazy.ts`];

const THROUGH_ENTRY = 'only through `@/features/<name>` or `@/features/<name>/lazy`';

function featureZone(feature, usable, message) {
  return {
    target: path.join(src, 'features', feature),
    from: path.join(src, 'features'),
    except: [`./${feature}`, ...usable.flatMap(publicEntries)],
    message,
  };
}

/** `import-x/no-restricted-paths` zones for the app's code. */
export const appZones = [
  ...features.map((feature) => {
    const usable = FEATURE_USES[feature] ?? [];
    const rule = usable.length
      ? `features/${feature} may use only ${usable.join(', ')} (FEATURE_USES in web/boundaries.mjs), each ${THROUGH_ENTRY}.`
      : `features/${feature} may use no other feature (FEATURE_USES in web/boundaries.mjs).`;
    return featureZone(feature, usable, rule);
  }),
  {
    target: [path.join(src, 'lib'), path.join(src, 'components')],
    from: [path.join(src, 'features'), path.join(src, 'app')],
    message: 'The shared layers (lib/, components/) use no feature and not the app shell.',
  },
  {
    target: path.join(src, 'features'),
    from: path.join(src, 'app'),
    message: 'A feature does not use the app shell: what both need belongs in lib/ or components/.',
  },
];

/** For tests: a spec may render any feature, but still only through its public entry. */
export const specZones = features.map((feature) =>
  featureZone(
    feature,
    features.filter((other) => other !== feature),
    `A spec uses another feature ${THROUGH_ENTRY}.`,
  ),
);
