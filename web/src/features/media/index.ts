/** The media feature's public entry: uploads from the phone, the offline queue, and showing media. */
export { MediaPicker } from './components/media-picker';
export { MediaView } from './components/media-view';
export { QueuedUploadsList } from './components/queued-uploads-list';
export { MEDIA_SCREEN_MESSAGES } from './media-messages';
export { queueUpload, type QueuedDraft, type QueuedUpload } from './queued-uploads';
export { QueuedUploadRefused } from './send-queued-uploads';
export { startSendingQueuedUploads, type QueuedPostSender } from './start-sending-queued-uploads';
export { useMediaUpload, type MediaUpload, type UploadState } from './use-media-upload';
