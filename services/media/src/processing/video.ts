import path from 'node:path';
import { blurhashOf } from './blurhash';
import { type FfmpegBinaries } from './ffmpeg-binaries';
import { displaySize, probeVideo, Unreadable, type VideoProbe } from './probe';
import { complaintOf, runTool } from './run-process';
import { sniffFile } from './sniff';
import {
  DEFAULT_VIDEO_MAX_PIXELS,
  MediaRejected,
  REJECTED,
  type ProcessedMedia,
  type ProcessingLimits,
} from './types';

/** The box a clip is scaled into, whichever way up it is: 720p. */
const LONG_SIDE = 1280;
const SHORT_SIDE = 720;
/** No side longer than this whatever the pixel count: a 100000x10 clip is no clip. */
const MAX_SIDE = 8192;
const MAX_FPS = 60;

/** Containers phones and browsers record into. Anything else (playlists, raw streams) is refused unopened. */
const CONTAINERS = ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm'];
/** Decoders we trust with an upload: what phones and browsers record, and few of the rarely-used ones. */
const VIDEO_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4', 'h263', 'prores']);
/** Audio we keep; other tracks are left out rather than failing the clip. */
const AUDIO_CODECS = new Set([
  'aac',
  'mp3',
  'opus',
  'vorbis',
  'alac',
  'flac',
  'pcm_s16le',
  'pcm_s24le',
  'ac3',
  'eac3',
]);

/**
 * HDR to SDR after scaling (cheaper at 720p): to linear light, into BT.709 primaries, Hable's curve, back to
 * BT.709. Played as it is, an HDR clip looks grey and washed out in an 8-bit H.264 stream.
 */
const TONE_MAP = [
  'zscale=t=linear:npl=100',
  'format=gbrpf32le',
  'zscale=p=bt709',
  'tonemap=tonemap=hable:desat=0',
  'zscale=t=bt709:m=bt709:r=tv',
];

/** ffmpeg's words when the input's bytes are broken, as opposed to a fault of ours or the machine's. */
const DAMAGED_INPUT =
  /invalid data|error while decoding|partial file|moov atom not found|truncat|corrupt|invalid nal|end of file/i;

/** Pure: the upright output size, within 1280x720 either way up, never enlarged, even (H.264 4:2:0 needs it). */
export function targetSize(display: { width: number; height: number }): { width: number; height: number } {
  const long = Math.max(display.width, display.height);
  const short = Math.min(display.width, display.height);
  const factor = Math.min(1, LONG_SIDE / long, SHORT_SIDE / short);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * factor) / 2));
  return { width: even(display.width), height: even(display.height) };
}

/** Pure: why a probed clip is refused before transcoding, or null when it may be transcoded. */
export function refusalOf(probe: VideoProbe, limits: ProcessingLimits): MediaRejected | null {
  if (!probe.video) return new MediaRejected(REJECTED.notMedia, `no video stream in ${probe.container}`);
  if (!CONTAINERS.includes(probe.container)) return new MediaRejected(REJECTED.notMedia, probe.container);
  if (probe.durationMs !== null && probe.durationMs > limits.videoMaxSeconds * 1000) {
    return new MediaRejected(REJECTED.tooLong, `${probe.durationMs} ms`);
  }
  if (!VIDEO_CODECS.has(probe.video.codec)) return new MediaRejected(REJECTED.codec, probe.video.codec);
  const { width, height } = displaySize(probe.video);
  const maxPixels = limits.videoMaxPixels ?? DEFAULT_VIDEO_MAX_PIXELS;
  if (width * height > maxPixels || Math.max(width, height) > MAX_SIDE) {
    return new MediaRejected(REJECTED.tooLarge, `${width}x${height}`);
  }
  return null;
}

/** Pure: ffmpeg's arguments for the one MP4 every browser plays. */
export function transcodeArgs(
  input: string,
  output: string,
  probe: VideoProbe,
  limits: ProcessingLimits,
): string[] {
  const video = probe.video!;
  const size = targetSize(displaySize(video));
  // ffmpeg turns the picture upright while decoding (autorotate), so the filters see it as displayed.
  const filters = [
    `scale=${size.width}:${size.height}`,
    ...(video.hdr ? TONE_MAP : []),
    'setsar=1',
    'format=yuv420p',
  ];
  if ((video.framesPerSecond ?? 0) > MAX_FPS) filters.push(`fps=${MAX_FPS}`);
  const audio = probe.audio && AUDIO_CODECS.has(probe.audio.codec);
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-v', 'error', '-protocol_whitelist', 'file'],
    ...['-i', input, '-map', '0:v:0', ...(audio ? ['-map', '0:a:0'] : ['-an'])],
    ...['-vf', filters.join(',')],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
    ...(video.hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : []),
    ...(audio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    // No location, camera or dates; no subtitle, data or chapter tracks.
    ...['-map_metadata', '-1', '-map_chapters', '-1', '-sn', '-dn'],
    // A clip whose container did not say how long it is stops at the limit, and is then refused by length.
    ...(probe.durationMs === null ? ['-t', String(limits.videoMaxSeconds + 1)] : []),
    // The index first, so a browser starts playing before it has the whole file.
    // Phones interleave sound and picture loosely; the default queue overflows on some of their files.
    ...['-max_muxing_queue_size', '1024'],
    ...['-movflags', '+faststart', '-progress', 'pipe:1', '-f', 'mp4', '-y', output],
  ];
}

function posterArgs(video: string, poster: string, durationMs: number): string[] {
  // A frame half a second in shows the trick rather than a black fade-in; short clips use their first.
  const at = durationMs >= 1000 ? '0.5' : '0';
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-v', 'error', '-protocol_whitelist', 'file'],
    ...[
      '-ss',
      at,
      '-i',
      video,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-map_metadata',
      '-1',
      '-f',
      'image2',
      '-y',
      poster,
    ],
  ];
}

/** Wall clock for one ffmpeg run: generous on a loaded box, but a stuck run ends. */
function timeoutOf(limits: ProcessingLimits, durationMs: number | null): number {
  return limits.timeoutMs ?? 60_000 + 10 * (durationMs ?? limits.videoMaxSeconds * 1000);
}

/** A clip's MP4 and poster: probed first, refused by its header when it breaks a rule, then transcoded. */
export async function processVideo(input: {
  binaries: FfmpegBinaries;
  inputPath: string;
  workDir: string;
  limits: ProcessingLimits;
  signal?: AbortSignal;
  onProgress?: () => void;
}): Promise<ProcessedMedia> {
  const { binaries, limits, signal } = input;
  const sniffed = await sniffFile(input.inputPath);
  if (!sniffed) throw new MediaRejected(REJECTED.notMedia, 'unknown signature');
  if (sniffed.kind !== 'video') throw new MediaRejected(REJECTED.mismatch, `a ${sniffed.format} image`);

  let probe: VideoProbe;
  try {
    probe = await probeVideo(binaries.ffprobe, input.inputPath, { signal });
  } catch (error) {
    // The bytes start like a clip but ffprobe cannot follow them: damaged or cut short.
    if (error instanceof Unreadable) throw new MediaRejected(REJECTED.corrupt, error.message);
    throw error;
  }
  const refusal = refusalOf(probe, limits);
  if (refusal) throw refusal;
  input.onProgress?.();

  const videoPath = path.join(input.workDir, 'video.mp4');
  const posterPath = path.join(input.workDir, 'poster.jpg');
  const timeoutMs = timeoutOf(limits, probe.durationMs);
  const transcoded = await runTool(
    binaries.ffmpeg,
    transcodeArgs(input.inputPath, videoPath, probe, limits),
    {
      signal,
      timeoutMs,
      onStdout: (chunk) => {
        if (chunk.includes('progress=')) input.onProgress?.();
      },
    },
  );
  if (transcoded.code !== 0) {
    const complaint = complaintOf(transcoded.stderr);
    if (DAMAGED_INPUT.test(transcoded.stderr)) throw new MediaRejected(REJECTED.corrupt, complaint);
    throw new Error(`ffmpeg failed (${transcoded.code}): ${complaint}`);
  }

  const output = await probeVideo(binaries.ffprobe, videoPath, { signal });
  if (!output.video || output.durationMs === null)
    throw new MediaRejected(REJECTED.corrupt, 'no frames decoded');
  if (output.durationMs > limits.videoMaxSeconds * 1000) {
    throw new MediaRejected(REJECTED.tooLong, `${output.durationMs} ms once decoded`);
  }
  // A file whose index promises more than its data holds decodes "fine" but short.
  if (probe.durationMs !== null && output.durationMs < probe.durationMs * 0.9 - 500) {
    throw new MediaRejected(REJECTED.corrupt, `${output.durationMs} of ${probe.durationMs} ms decoded`);
  }
  input.onProgress?.();

  const poster = await runTool(binaries.ffmpeg, posterArgs(videoPath, posterPath, output.durationMs), {
    signal,
    timeoutMs,
  });
  if (poster.code !== 0)
    throw new Error(`ffmpeg could not take the poster frame: ${complaintOf(poster.stderr)}`);

  return {
    files: {
      'video.mp4': { path: videoPath, contentType: 'video/mp4' },
      'poster.jpg': { path: posterPath, contentType: 'image/jpeg' },
    },
    width: output.video.width,
    height: output.video.height,
    durationMs: output.durationMs,
    blurhash: await blurhashOf(posterPath),
  };
}
