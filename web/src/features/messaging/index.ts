/** The messaging feature's public entry: what other features may use of it. */
export { useSponsorshipRequests } from './api/sponsorship-requests';
export { closeChat } from './chat-store';
export { SponsorshipRequestList } from './components/sponsorship-request-list';
