import { render, screen } from '@testing-library/react';
import { AppToaster } from './toaster';

let mockSonnerLoads = 0;
jest.mock('sonner', () => {
  mockSonnerLoads += 1;
  return jest.requireActual('sonner');
});

describe('AppToaster', () => {
  it('mounts the live region once the page is idle, without any toast', async () => {
    render(<AppToaster />);
    expect(mockSonnerLoads).toBe(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: /^Notifications/ })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(mockSonnerLoads).toBe(1);
  });
});
