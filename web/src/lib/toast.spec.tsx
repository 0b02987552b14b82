import { render, screen, waitFor } from '@testing-library/react';
import { AppToaster } from '@/components/ui/toaster';
import { findToast } from '@/test/toasts';
import { toast } from './toast';

let mockSonnerLoads = 0;
jest.mock('sonner', () => {
  mockSonnerLoads += 1;
  return jest.requireActual('sonner');
});

describe('toast', () => {
  it('loads the toast library with the first toast, not with the app, and keeps the order of early toasts', async () => {
    expect(mockSonnerLoads).toBe(0);

    toast.success('Saved');
    toast.error('Could not send', { description: 'Try again.' });
    render(<AppToaster />);

    await findToast('Saved');
    expect(await findToast('Could not send')).toHaveTextContent('Try again.');
    expect(mockSonnerLoads).toBe(1);
    const titles = Array.from(
      document.querySelectorAll('[data-sonner-toast] [data-title]'),
      (t) => t.textContent,
    );
    // Newest on top, as sonner stacks them.
    expect(titles).toEqual(['Could not send', 'Saved']);

    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
