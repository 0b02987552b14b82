import { accessSync, constants, statSync } from 'node:fs';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** `env`: FFMPEG_PATH/FFPROBE_PATH; `system`: the distribution's; `bundled`: the npm static builds. */
  source: 'env' | 'system' | 'bundled';
}

const SYSTEM = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' };

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    // For root, access() passes any file; an executable has an execute bit.
    const stats = statSync(path);
    return stats.isFile() && (stats.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** The static builds installed with the npm packages, so a machine without a system ffmpeg still works. */
export function bundledFfmpeg(): FfmpegBinaries {
  // Required lazily: each package resolves its platform's binary on load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  return { ffmpeg, ffprobe, source: 'bundled' };
}

/**
 * Which ffmpeg and ffprobe to run: the ones the environment names, else the distribution's (maintained, with
 * security updates), else the bundled static builds. Both binaries always come from the same place.
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  if (env['FFMPEG_PATH'] || env['FFPROBE_PATH']) {
    const ffmpeg = env['FFMPEG_PATH'];
    const ffprobe = env['FFPROBE_PATH'];
    if (!ffmpeg || !ffprobe) throw new Error('Set both FFMPEG_PATH and FFPROBE_PATH, or neither');
    for (const path of [ffmpeg, ffprobe]) {
      if (!executable(path)) throw new Error(`${path} is not an executable file`);
    }
    return { ffmpeg, ffprobe, source: 'env' };
  }
  if (executable(SYSTEM.ffmpeg) && executable(SYSTEM.ffprobe)) return { ...SYSTEM, source: 'system' };
  return bundledFfmpeg();
}
