/** The profiles feature's public entry: what other features may use of it. */
export { ProfileMenu } from './components/profile-menu';
export { SuggestedSkaters } from './components/suggested-skaters-card';
