/**
 * What other features of the app load on demand from the moderation feature. Kept apart from index.ts so that
 * importing it downloads only this, when it is first shown.
 */
export { ReportDialog } from './components/report-dialog';
