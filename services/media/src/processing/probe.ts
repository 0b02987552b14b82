import { complaintOf, runTool } from './run-process';

/** What ffprobe says of a clip, reduced to what processing decides on. */
export interface VideoProbe {
  /** `format_name` of the container, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `png_pipe`. */
  container: string;
  video: {
    codec: string;
    /** As stored; {@link displaySize} gives the upright size. */
    width: number;
    height: number;
    /** Degrees the player turns the picture (phones record sideways and say so here). */
    rotation: number;
    /** Width of a sample over its height (1 for square pixels). */
    sampleAspect: number;
    framesPerSecond: number | null;
    /** High dynamic range (PQ or HLG transfer), as phones record by default; needs tone-mapping. */
    hdr: boolean;
  } | null;
  audio: { codec: string } | null;
  durationMs: number | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  color_transfer?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

/** Transfer characteristics of HDR video: PQ (HDR10, Dolby Vision) and HLG (iPhone, Android). */
const HDR_TRANSFERS = new Set(['smpte2084', 'arib-std-b67']);

/** ffprobe could not read the file at all; `output` is its complaint. */
export class Unreadable extends Error {
  constructor(readonly output: string) {
    super(`ffprobe could not read the file: ${complaintOf(output)}`);
    this.name = 'Unreadable';
  }
}

function ratio(text: string | undefined): number | null {
  if (!text) return null;
  const [top, bottom] = text.split(':').length === 2 ? text.split(':') : text.split('/');
  const value = Number(top) / Number(bottom ?? 1);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function seconds(text: string | undefined): number | null {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Pure: the parts of ffprobe's JSON processing needs. */
export function readProbe(output: FfprobeOutput): VideoProbe {
  const streams = output.streams ?? [];
  // A cover picture in an audio file is a "video" stream too, but not a clip.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation =
    video?.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation ??
    Number(video?.tags?.['rotate'] ?? 0);
  const duration = seconds(output.format?.duration) ?? seconds(video?.duration);
  return {
    container: output.format?.format_name ?? '',
    video:
      video && video.codec_name && video.width && video.height
        ? {
            codec: video.codec_name,
            width: video.width,
            height: video.height,
            rotation: Number.isFinite(rotation) ? rotation : 0,
            sampleAspect: ratio(video.sample_aspect_ratio) ?? 1,
            framesPerSecond: ratio(video.avg_frame_rate),
            hdr: HDR_TRANSFERS.has(video.color_transfer ?? ''),
          }
        : null,
    audio: audio?.codec_name ? { codec: audio.codec_name } : null,
    durationMs: duration === null ? null : Math.round(duration * 1000),
  };
}

/** The size a player shows: sample aspect applied, turned upright. */
export function displaySize(video: NonNullable<VideoProbe['video']>): { width: number; height: number } {
  const width = Math.round(video.width * Math.max(video.sampleAspect, 1));
  const height = Math.round(video.height / Math.min(video.sampleAspect, 1));
  const sideways = Math.abs(Math.round(video.rotation / 90)) % 2 === 1;
  return sideways ? { width: height, height: width } : { width, height };
}

/** Reads the container's header only; fast however long the clip is. */
export async function probeVideo(
  ffprobe: string,
  path: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<VideoProbe> {
  const result = await runTool(
    ffprobe,
    [
      '-v',
      'error',
      '-protocol_whitelist',
      'file',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      path,
    ],
    { signal: options.signal, timeoutMs: options.timeoutMs ?? 30_000, maxStdout: 1024 * 1024 },
  );
  if (result.code !== 0) throw new Unreadable(result.stderr);
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(result.stdout) as FfprobeOutput;
  } catch {
    throw new Unreadable(`unparseable output: ${result.stdout.slice(0, 200)}`);
  }
  return readProbe(parsed);
}
