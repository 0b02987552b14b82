import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { firstRenderPhases } from '@/test/first-render';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>Delete</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this post?</DialogTitle>
        <DialogDescription>It cannot be undone.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('mounts closed without a state update inside its commit', async () => {
    expect(await firstRenderPhases(<Confirm />)).toEqual(['mount']);
  });

  it('opens from its trigger, closes with Escape and gives the focus back, then opens again', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    const trigger = screen.getByRole('button', { name: 'Delete' });

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete this post?' })).toBeInTheDocument();
  });

  it('opens at once when its screen opens it', () => {
    function OpenFromStart() {
      return (
        <Dialog open onOpenChange={() => undefined}>
          <DialogContent>
            <DialogTitle>Decide</DialogTitle>
            <DialogDescription>Approve or reject.</DialogDescription>
          </DialogContent>
        </Dialog>
      );
    }
    render(<OpenFromStart />);
    expect(screen.getByRole('dialog', { name: 'Decide' })).toBeInTheDocument();
  });
});
