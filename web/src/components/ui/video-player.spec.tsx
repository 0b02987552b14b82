import { render, screen } from '@testing-library/react';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.tiktok.com/@skater/video/7234567890123456789',
      'https://www.tiktok.com/embed/v2/7234567890123456789',
    ],
  ])('plays %s in its site’s player', (url, embed) => {
    render(<VideoPlayer url={url} title="Clip" />);
    expect(screen.getByTitle('Clip')).toHaveAttribute('src', embed);
  });

  it('plays a video file muted, with controls, loading only its metadata', () => {
    render(<VideoPlayer url="https://cdn.example.com/clips/kickflip.mp4" title="Clip" />);
    const video = screen.getByLabelText('Clip');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect((video as HTMLVideoElement).muted).toBe(true);
  });

  it('offers another web link as a link and shows nothing for a non-web address', () => {
    const { rerender, container } = render(<VideoPlayer url="https://example.com/page" title="Clip" />);
    expect(screen.getByRole('link', { name: 'Clip' })).toHaveAttribute('href', 'https://example.com/page');
    rerender(<VideoPlayer url="javascript:alert(1)" title="Clip" />);
    expect(container).toBeEmptyDOMElement();
  });
});
