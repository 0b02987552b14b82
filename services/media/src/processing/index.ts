export { processMedia } from './process-media';
export { locateFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries';
export { RunStopped } from './run-process';
export {
  MediaRejected,
  DEFAULT_VIDEO_MAX_PIXELS,
  type ProcessedFile,
  type ProcessedMedia,
  type ProcessingLimits,
  type ProcessMediaInput,
} from './types';
