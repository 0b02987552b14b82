import { videoSourceOf } from './video-links';

describe('videoSourceOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('plays YouTube link %s in the privacy-enhanced player', (link, src) => {
    expect(videoSourceOf(link)).toEqual({ kind: 'embed', provider: 'YouTube', src });
  });

  it('plays Vimeo and TikTok links in their players', () => {
    expect(videoSourceOf('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSourceOf('https://www.tiktok.com/@skater/video/7234567890123456789')).toEqual({
      kind: 'embed',
      provider: 'TikTok',
      src: 'https://www.tiktok.com/embed/v2/7234567890123456789',
    });
  });

  it('plays any other web link as a video file', () => {
    expect(videoSourceOf(' https://cdn.example.com/clips/kickflip.mp4 ')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/clips/kickflip.mp4',
    });
  });

  it('refuses what is not a web link', () => {
    expect(videoSourceOf('not a link')).toBeNull();
    expect(videoSourceOf('javascript:alert(1)')).toBeNull();
  });
});
