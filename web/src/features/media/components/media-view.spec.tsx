import type { MediaDto } from '@boonies/contracts/media';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderComponent } from '@/test/render-component';
import { MEDIA_SCREEN_MESSAGES } from '../media-messages';
import { MediaView } from './media-view';

function makeMedia(overrides: Partial<MediaDto> = {}): MediaDto {
  return {
    id: '0d4c3a4e-4a3b-4d8e-9a43-2f0b5d2a7c11',
    kind: 'video',
    status: 'ready',
    url: '/api/media/0d4c3a4e-4a3b-4d8e-9a43-2f0b5d2a7c11/video.mp4',
    fullUrl: '/api/media/0d4c3a4e-4a3b-4d8e-9a43-2f0b5d2a7c11/poster.jpg',
    width: 1280,
    height: 720,
    durationMs: 3000,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    failureReason: null,
    ...overrides,
  };
}

describe('MediaView', () => {
  const painted = jest.fn();
  beforeEach(() => {
    painted.mockClear();
    // jsdom draws nothing: a 2D context that records what the placeholder paints.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ({
      createImageData: (width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4),
      }),
      putImageData: painted,
    })) as unknown as HTMLCanvasElement['getContext']);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says Processing… while the media service works on it, in the space the media will take', () => {
    const { container } = renderComponent(
      <MediaView media={makeMedia({ status: 'processing', url: null, fullUrl: null })} alt="Kickflip" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MEDIA_SCREEN_MESSAGES.processing);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('[data-media-status="processing"]')).toHaveStyle({
      aspectRatio: '1280 / 720',
    });
  });

  it('gives the reason when processing failed', () => {
    renderComponent(
      <MediaView
        media={makeMedia({ status: 'failed', url: null, failureReason: 'The clip is too long.' })}
        alt="Kickflip"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      `${MEDIA_SCREEN_MESSAGES.failedTitle}. The clip is too long.`,
    );
  });

  it('plays a ready clip only when tapped: controls, poster, no autoplay, not muted, blurhash below', async () => {
    // jsdom draws nothing: a 2D context that records what the placeholder paints.
    const painted = jest.fn();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ({
      createImageData: (width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4),
      }),
      putImageData: painted,
    })) as unknown as HTMLCanvasElement['getContext']);
    const media = makeMedia();
    const { container } = renderComponent(<MediaView media={media} alt="Kickflip by Ana" />);
    const video = screen.getByLabelText('Kickflip by Ana') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', media.url);
    expect(video).toHaveAttribute('poster', media.fullUrl);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(false);
    expect(container.querySelector('canvas[data-blurhash]')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '1280 / 720' });
    // The decoded blurhash is painted: pixels that are not all blank.
    await waitFor(() => expect(painted).toHaveBeenCalled());
    const [image] = painted.mock.calls[0] as [{ data: Uint8ClampedArray }];
    expect(image.data.some((value) => value > 0)).toBe(true);
  });

  it('shows a photo with its blurhash until it loads, and opens the full size when tapped', async () => {
    const media = makeMedia({
      kind: 'image',
      url: '/api/media/0d4c3a4e-4a3b-4d8e-9a43-2f0b5d2a7c11/feed.webp',
      fullUrl: '/api/media/0d4c3a4e-4a3b-4d8e-9a43-2f0b5d2a7c11/full.webp',
    });
    const { container, user } = renderComponent(<MediaView media={media} alt="Sunset session" />);
    const photo = screen.getByRole('img', { name: 'Sunset session' });
    expect(photo).toHaveAttribute('src', media.url);
    expect(container.querySelector('canvas[data-blurhash]')).toBeInTheDocument();

    fireEvent.load(photo);
    await waitFor(() => expect(container.querySelector('canvas[data-blurhash]')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open the photo: Sunset session' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toHaveAttribute('src', media.fullUrl);
  });
});
