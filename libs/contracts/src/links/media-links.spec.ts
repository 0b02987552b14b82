import { isHttpUrl, recognizeVideo } from './media-links';

describe('isHttpUrl', () => {
  it.each(['https://i.imgur.com/abc.png', 'http://example.com/a?b=c'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/relative.png',
    'ftp://example.com/a.png',
    'not a url',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('recognizeVideo', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://www.tiktok.com/@skater/video/7234567890123456789', 'tiktok', '7234567890123456789'],
  ])('recognises %s', (url, kind, id) => {
    expect(recognizeVideo(url)).toMatchObject({ kind, id });
  });

  it('plays a plain video file as a file', () => {
    expect(recognizeVideo('https://cdn.example.com/clips/kickflip.MP4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/clips/kickflip.MP4',
    });
  });

  it.each([
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'https://www.youtube.com/watch?v=short',
    'https://example.com/page.html',
    'https://vimeo.com/channels/staffpicks',
  ])('refuses %s', (url) => {
    expect(recognizeVideo(url)).toBeNull();
  });
});
