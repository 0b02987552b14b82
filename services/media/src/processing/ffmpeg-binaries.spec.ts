import { bundledFfmpeg, locateFfmpeg } from './ffmpeg-binaries';

describe('locateFfmpeg', () => {
  const bundled = bundledFfmpeg();

  it('takes the binaries the environment names first', () => {
    expect(locateFfmpeg({ FFMPEG_PATH: bundled.ffmpeg, FFPROBE_PATH: bundled.ffprobe })).toEqual({
      ffmpeg: bundled.ffmpeg,
      ffprobe: bundled.ffprobe,
      source: 'env',
    });
  });

  it('refuses one of the two alone, so ffmpeg and ffprobe never come from different builds', () => {
    expect(() => locateFfmpeg({ FFMPEG_PATH: bundled.ffmpeg })).toThrow(/both FFMPEG_PATH and FFPROBE_PATH/);
    expect(() => locateFfmpeg({ FFPROBE_PATH: bundled.ffprobe })).toThrow(
      /both FFMPEG_PATH and FFPROBE_PATH/,
    );
  });

  it('refuses a named path that is not an executable', () => {
    expect(() => locateFfmpeg({ FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: bundled.ffprobe })).toThrow(
      /not an executable/,
    );
    expect(() => locateFfmpeg({ FFMPEG_PATH: bundled.ffmpeg, FFPROBE_PATH: __filename })).toThrow(
      /not an executable/,
    );
  });
});
