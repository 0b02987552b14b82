// The web app's import boundaries, enforced by eslint.config.mjs (see docs/architecture.md, "Web app structure").
import { readdirSync } from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');

/**
 * The features each feature may use, always through their public entry (`@/features/<name>`, or
 * `@/features/<name>/lazy` for what loads on demand). A feature missing here may use no other feature. The
 * graph must stay acyclic: what two features both need belongs in lib/ or components/, and a page that shows
 * two features is put together in app/.
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
  sponsorships: ['messaging'],
  store: [],
  tricks: [],
  verification: [],
};

/** Throws on a cycle, naming it, so the lint run stops before any file is checked. */
function assertAcyclic(uses) {
  const state = new Map();
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(feature)), feature].join(' -> ');
      throw new Error(`web/boundaries.mjs: features use each other in a cycle: ${cycle}`);
    }
    state.set(feature, 'open');
    for (const used of uses[feature] ?? []) visit(used, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(uses)) visit(feature, []);
}
assertAcyclic(FEATURE_USES);

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
