/** The profiles feature's public entry: what other features may use of it. */
export { profileQueryOptions } from './api/profile';
export { SuggestedSkaters } from './components/suggested-skaters-card';
