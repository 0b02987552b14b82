import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, startTransition, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { TooltipProvider, WithTooltip } from './tooltip';

function Header() {
  return (
    <TooltipProvider>
      <WithTooltip label="Hide sidebar">
        <Button variant="ghost" size="icon" aria-label="Sidebar">
          ≡
        </Button>
      </WithTooltip>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label="Account menu">A</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Profile</DropdownMenuItem>
          <DropdownMenuItem>Settings</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </TooltipProvider>
  );
}

describe('a tooltip or menu trigger', () => {
  it('lets the first commit end without a synchronous render for its anchors', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // As the app's first render: a transition.
    await act(async () =>
      startTransition(() =>
        root.render(
          <Profiler id="header" onRender={onRender}>
            <Header />
          </Profiler>,
        ),
      ),
    );
    // An anchor stored from its ref, inside the commit, would make the next render a "nested-update": React
    // renders it at once, after running every pending effect of the first commit.
    expect(phases.slice(0, 2)).toEqual(['mount', 'update']);
    act(() => root.unmount());
  });

  it('keeps its button and describes it with the tooltip while focused', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const sidebar = screen.getByRole('button', { name: 'Sidebar' });

    await user.tab();

    expect(sidebar).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Hide sidebar');
    expect(sidebar).toHaveAccessibleDescription('Hide sidebar');
    expect(screen.getByRole('button', { name: 'Sidebar' })).toBe(sidebar);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(sidebar).not.toHaveAttribute('aria-describedby');
  });

  it('opens its menu from the keyboard and gives the focus back to the same button', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    act(() => trigger.focus());
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(trigger);
    expect(trigger).toHaveFocus();
  });

  it('opens its menu with a press', async () => {
    const user = userEvent.setup();
    render(<Header />);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });
});
