import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { firstRenderPhases } from '@/test/first-render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections() {
  const [tab, setTab] = useState('posts');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="posts">Posts</TabsTrigger>
        <TabsTrigger value="tricks">Tricks</TabsTrigger>
        <TabsTrigger value="clips">Clips</TabsTrigger>
      </TabsList>
      <TabsContent value="posts">Every post</TabsContent>
      <TabsContent value="tricks">Every trick</TabsContent>
      <TabsContent value="clips">Every clip</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('pairs each tab with its panel for assistive technology', () => {
    render(<Sections />);
    const posts = screen.getByRole('tab', { name: 'Posts' });
    const panel = screen.getByRole('tabpanel', { name: 'Posts' });
    expect(posts).toHaveAttribute('aria-selected', 'true');
    expect(posts).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', posts.id);
    expect(panel).toHaveTextContent('Every post');
  });

  it('renders only the selected panel, and hides the others', () => {
    render(<Sections />);
    expect(screen.queryByText('Every trick')).not.toBeInTheDocument();
    const tricksPanelId = screen.getByRole('tab', { name: 'Tricks' }).getAttribute('aria-controls');
    const hiddenPanel = document.getElementById(tricksPanelId ?? '');
    expect(hiddenPanel).toHaveAttribute('hidden');
    expect(hiddenPanel).toHaveAttribute('data-state', 'inactive');
  });

  it('switches panels by click and by the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('tab', { name: 'Tricks' }));
    expect(screen.getByRole('tabpanel', { name: 'Tricks' })).toHaveTextContent('Every trick');
    expect(screen.queryByText('Every post')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toHaveTextContent('Every post');
  });

  it("makes the selected tab the list's one tab stop", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Sections />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );

    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Clips' }));
    expect(screen.getByRole('tab', { name: 'Clips' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('tabindex', '-1');
  });

  it('goes round the ends with the arrows, to either end with Home and End', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    act(() => screen.getByRole('tab', { name: 'Posts' }).focus());

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Clips' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Clips' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Clips' })).toHaveTextContent('Every clip');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toHaveTextContent('Every post');
  });

  it('mounts without a state update inside its commit', async () => {
    expect(await firstRenderPhases(<Sections />)).toEqual(['mount']);
  });
});
