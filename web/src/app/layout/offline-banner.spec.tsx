import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderComponent } from '@/test/render-component';
import { OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('offline banner', () => {
  it('stays out of the way while there is a connection', () => {
    renderComponent(<OfflineBanner />);

    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what still works while offline, and goes when the connection is back', async () => {
    renderComponent(<OfflineBanner />);

    act(() => onlineManager.setOnline(false));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're offline. Your tricks, profile and the feed you last saw still open; ticks are saved and sent when you're back. Posting waits for a connection.",
    );

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
