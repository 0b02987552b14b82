/** The verification feature's public entry: what other features may use of it. */
export { postVerificationsQueryOptions } from './api/post-verifications';
export { useStanding } from './api/standing';
export { VerificationBlock } from './components/verification-block';
export { progressWords } from './progress-words';
export { type HowToRaiseStep, STANDING_WORDS, standingWords } from './standing-words';
