/**
 * What other features of the app load on demand from the messaging feature. Kept apart from index.ts so that
 * importing it downloads only this, when it is first shown.
 */
export { MessageComposerDialog } from './components/message-composer-dialog';
