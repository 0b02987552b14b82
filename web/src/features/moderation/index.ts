/** The moderation feature's public entry: what other features may use of it. */
export { ReportButton } from './components/report-button';
