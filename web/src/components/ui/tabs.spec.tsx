import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections() {
  const [tab, setTab] = useState('posts');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="posts">Posts</TabsTrigger>
        <TabsTrigger value="tricks">Tricks</TabsTrigger>
      </TabsList>
      <TabsContent value="posts">Every post</TabsContent>
      <TabsContent value="tricks">Every trick</TabsContent>
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
});
