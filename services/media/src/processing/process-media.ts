import { rm } from 'node:fs/promises';
import path from 'node:path';
import { renditionsOf } from '@boonies/contracts/media';
import { locateFfmpeg } from './ffmpeg-binaries';
import { processImage } from './image';
import { type ProcessedMedia, type ProcessMediaInput } from './types';
import { processVideo } from './video';

/**
 * Makes an upload's renditions in `workDir`. Rejects with `MediaRejected` when the file itself is at fault
 * (the reason is for the uploader), with `RunStopped` when aborted or out of time, and with any other error
 * for faults worth a retry. Whatever it rejects with, it leaves no rendition behind in `workDir`.
 */
export async function processMedia(input: ProcessMediaInput): Promise<ProcessedMedia> {
  try {
    return input.kind === 'image'
      ? await processImage(input)
      : await processVideo({ ...input, binaries: locateFfmpeg() });
  } catch (error) {
    await Promise.all(
      renditionsOf(input.kind).map((name) => rm(path.join(input.workDir, name), { force: true })),
    );
    throw error;
  }
}
