/** The events feature's public entry: what other features may use of it. */
export { useUpcomingEvents } from './api/upcoming-events';
export { UpcomingEventsCard } from './components/upcoming-events-card';
