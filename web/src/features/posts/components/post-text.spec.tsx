import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeTrick, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { PostText } from './post-text';

const CATALOGUE = [
  makeTrick({ id: 'fund-4', name: 'Kickflip' }),
  makeTrick({ id: 'fund-9', name: '360 Flip', aliases: ['Tre Flip'] }),
];

describe('PostText', () => {
  it('links each @mention to the skater and each #tag that names a trick to the trick', async () => {
    mockFetch({ 'GET /api/tricks': ok(CATALOGUE) });
    const { user } = renderComponent(
      <PostText text={'Landed a #kickflip and a #TreFlip with @Rodney. No #heelflip yet'} />,
    );

    expect(screen.getByRole('link', { name: '@Rodney' })).toHaveAttribute('href', '/u/rodney');
    expect(await screen.findByRole('link', { name: '#kickflip' })).toHaveAttribute('href', '/tricks/fund-4');
    expect(screen.getByRole('link', { name: '#TreFlip' })).toHaveAttribute('href', '/tricks/fund-9');
    // A tag that names no trick stays words.
    expect(screen.queryByRole('link', { name: '#heelflip' })).not.toBeInTheDocument();
    expect(screen.getByText(/No #heelflip yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '@Rodney' }));
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('shows markup as text and links nothing in an address or a page anchor', () => {
    const requests = mockFetch({ 'GET /api/tricks': ok(CATALOGUE) });
    const { container } = renderComponent(
      <PostText text={'<img src=x onerror=alert(1)> mail me@rodney.io or see example.com/a#kickflip'} />,
    );

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // Without a tag, the catalogue is not even asked for.
    expect(requests.filter((request) => request.path === '/api/tricks')).toEqual([]);
  });
});
