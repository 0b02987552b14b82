/** The sponsorships feature's public entry: what other features may use of it. */
export { ProfileSponsorships } from './components/profile-sponsorships';
export { SponsorButton } from './components/sponsor-button';
