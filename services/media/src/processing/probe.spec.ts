import { displaySize, readProbe } from './probe';

const phone = {
  streams: [
    {
      codec_type: 'video',
      codec_name: 'hevc',
      width: 1920,
      height: 1080,
      sample_aspect_ratio: '1:1',
      avg_frame_rate: '30000/1001',
      color_transfer: 'arib-std-b67',
      side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
    },
    { codec_type: 'audio', codec_name: 'aac' },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '5.005000' },
};

describe('readProbe', () => {
  it("reads a phone clip's codec, size, turn, rate and length", () => {
    expect(readProbe(phone)).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      video: {
        codec: 'hevc',
        width: 1920,
        height: 1080,
        rotation: -90,
        sampleAspect: 1,
        framesPerSecond: 29.97002997002997,
        hdr: true,
      },
      audio: { codec: 'aac' },
      durationMs: 5005,
    });
  });

  it('knows SDR from HDR by the transfer', () => {
    const sdr = { ...phone, streams: [{ ...phone.streams[0], color_transfer: 'bt709' }] };
    const pq = { ...phone, streams: [{ ...phone.streams[0], color_transfer: 'smpte2084' }] };
    expect(readProbe(sdr).video?.hdr).toBe(false);
    expect(readProbe(pq).video?.hdr).toBe(true);
  });

  it('reads the rotation of older files from their tag', () => {
    const tagged = {
      ...phone,
      streams: [{ ...phone.streams[0], side_data_list: undefined, tags: { rotate: '270' } }],
    };
    expect(readProbe(tagged).video?.rotation).toBe(270);
  });

  it('counts a cover picture as no video and a missing duration as unknown', () => {
    const song = {
      streams: [
        { codec_type: 'audio', codec_name: 'mp3' },
        {
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 500,
          height: 500,
          disposition: { attached_pic: 1 },
        },
      ],
      format: { format_name: 'mp3', duration: 'N/A' },
    };
    expect(readProbe(song)).toMatchObject({ video: null, audio: { codec: 'mp3' }, durationMs: null });
  });

  it('takes a video stream without a size as no video', () => {
    expect(readProbe({ streams: [{ codec_type: 'video', codec_name: 'h264' }] }).video).toBeNull();
  });
});

describe('displaySize', () => {
  const video = {
    codec: 'h264',
    width: 1920,
    height: 1080,
    rotation: 0,
    sampleAspect: 1,
    framesPerSecond: 30,
    hdr: false,
  };

  it('turns a clip recorded sideways upright', () => {
    expect(displaySize({ ...video, rotation: 90 })).toEqual({ width: 1080, height: 1920 });
    expect(displaySize({ ...video, rotation: -90 })).toEqual({ width: 1080, height: 1920 });
    expect(displaySize({ ...video, rotation: 180 })).toEqual({ width: 1920, height: 1080 });
  });

  it('widens non-square pixels rather than dropping detail', () => {
    expect(displaySize({ ...video, width: 1440, sampleAspect: 4 / 3 })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(displaySize({ ...video, width: 720, height: 480, sampleAspect: 0.9 })).toEqual({
      width: 720,
      height: 533,
    });
  });
});
