import { MEDIA_FAILURE_REASONS } from '@boonies/contracts/media';
import { type VideoProbe } from './probe';
import { type ProcessingLimits } from './types';
import { refusalOf, targetSize, transcodeArgs } from './video';

const LIMITS: ProcessingLimits = { videoMaxSeconds: 60, imageMaxPixels: 50_000_000 };
const clip: VideoProbe = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  video: {
    codec: 'h264',
    width: 1920,
    height: 1080,
    rotation: 90,
    sampleAspect: 1,
    framesPerSecond: 30,
    hdr: false,
  },
  audio: { codec: 'aac' },
  durationMs: 12_000,
};

describe('targetSize', () => {
  it.each([
    [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ],
    [
      { width: 1080, height: 1920 },
      { width: 720, height: 1280 },
    ],
    [
      { width: 3840, height: 2160 },
      { width: 1280, height: 720 },
    ],
    // Wider than 16:9: the long side binds.
    [
      { width: 2560, height: 1080 },
      { width: 1280, height: 540 },
    ],
    // Squarer: the short side binds.
    [
      { width: 1440, height: 1440 },
      { width: 720, height: 720 },
    ],
    [
      { width: 640, height: 360 },
      { width: 640, height: 360 },
    ],
    [
      { width: 321, height: 241 },
      { width: 322, height: 242 },
    ],
  ])('fits %o into 720p as %o', (display, expected) => {
    expect(targetSize(display)).toEqual(expected);
  });
});

describe('refusalOf', () => {
  const reason = (probe: VideoProbe, limits = LIMITS) => refusalOf(probe, limits)?.reason ?? null;

  it('lets an ordinary phone clip through', () => {
    expect(reason(clip)).toBeNull();
  });

  it('refuses a clip longer than the limit, and lets one of exactly the limit through', () => {
    expect(reason({ ...clip, durationMs: 60_001 })).toBe(MEDIA_FAILURE_REASONS.tooLong);
    expect(reason({ ...clip, durationMs: 60_000 })).toBeNull();
  });

  it('refuses a file without a video stream, or in a container phones do not record', () => {
    expect(reason({ ...clip, video: null })).toBe(MEDIA_FAILURE_REASONS.notMedia);
    expect(reason({ ...clip, container: 'hls' })).toBe(MEDIA_FAILURE_REASONS.notMedia);
  });

  it('refuses codecs outside the accepted few', () => {
    expect(reason({ ...clip, video: { ...clip.video!, codec: 'ffv1' } })).toBe(MEDIA_FAILURE_REASONS.codec);
    expect(reason({ ...clip, video: { ...clip.video!, codec: 'hevc' } })).toBeNull();
  });

  it('refuses absurd dimensions', () => {
    expect(reason({ ...clip, video: { ...clip.video!, width: 7680, height: 4320 } })).toBe(
      MEDIA_FAILURE_REASONS.tooLarge,
    );
    expect(reason({ ...clip, video: { ...clip.video!, width: 9000, height: 16 } })).toBe(
      MEDIA_FAILURE_REASONS.tooLarge,
    );
    expect(reason(clip, { ...LIMITS, videoMaxPixels: 1000 })).toBe(MEDIA_FAILURE_REASONS.tooLarge);
  });
});

describe('transcodeArgs', () => {
  it('makes an upright 720p H.264 MP4 with its index first and no metadata', () => {
    const args = transcodeArgs('/in/clip.mov', '/out/video.mp4', clip, LIMITS).join(' ');
    expect(args).toContain('-vf scale=720:1280,setsar=1,format=yuv420p');
    expect(args).toContain('-c:v libx264 -preset veryfast -crf 23');
    expect(args).toContain('-map 0:a:0');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-map_metadata -1');
    expect(args).toContain('-movflags +faststart');
    expect(args).not.toContain(' -t ');
    expect(args).not.toContain('tonemap');
    expect(args.endsWith('/out/video.mp4')).toBe(true);
  });

  it('drops audio it does not know, caps the frame rate, and stops a clip of unknown length at the limit', () => {
    const odd: VideoProbe = {
      ...clip,
      video: { ...clip.video!, framesPerSecond: 240 },
      audio: { codec: 'dts' },
      durationMs: null,
    };
    const args = transcodeArgs('/in/clip.mov', '/out/video.mp4', odd, LIMITS).join(' ');
    expect(args).toContain('-an');
    expect(args).not.toContain('-c:a');
    expect(args).toContain(',fps=60');
    expect(args).toContain('-t 61');
  });

  it('tone-maps HDR after scaling and labels the result BT.709', () => {
    const hdr: VideoProbe = { ...clip, video: { ...clip.video!, hdr: true } };
    const args = transcodeArgs('/in/clip.mov', '/out/video.mp4', hdr, LIMITS).join(' ');
    expect(args).toMatch(/-vf scale=720:1280,zscale=t=linear.*,tonemap=tonemap=hable.*,format=yuv420p /);
    expect(args).toContain('-color_primaries bt709 -color_trc bt709 -colorspace bt709');
  });
});
