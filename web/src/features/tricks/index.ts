/** The tricks feature's public entry: what other features may use of it. */
export { progressQueryOptions } from './api/progress';
export { useScore } from './api/score';
export { refreshTrickStanding } from './api/trick-standing';
export { type Catalogue, tricksQueryOptions, useCatalogue } from './api/tricks';
export { ALL_CATEGORIES, buildCatalogue, searchTricks, trickMatches } from './catalogue';
export { LevelProgress } from './components/level-progress';
export { TrendingTricksCard } from './components/trending-tricks-card';
export {
  TrickChoiceList,
  TrickNameSearch,
  useTrickChoices,
  type TrickChoices,
} from './components/trick-choice-list';
export { difficultyLabelOf } from './difficulty';
export { categoryLabel } from './trick-categories';
