import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, summaryOf } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { useSkaterSearch } from '@/lib/skater-search';
import { SkaterSearch } from './skater-search';

const rodney = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002', username: 'rodney' });
const rosa = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000003', username: 'rosa' });

/** Picks skaters into a list, inside a form that counts its submissions. */
function Picker({ onSubmit }: { onSubmit: () => void }) {
  const search = useSkaterSearch();
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p>Picked: {picked.join(', ')}</p>
      <SkaterSearch
        search={search}
        label="Search skaters"
        listLabel="Skaters"
        emptyTitle="Nobody found"
        excludeIds={new Set(picked)}
        renderSkater={(skater, done) => (
          <button
            type="button"
            onClick={() => {
              setPicked((current) => [...current, skater.id]);
              done();
            }}
          >
            Pick @{skater.username}
          </button>
        )}
      />
    </form>
  );
}

describe('SkaterSearch', () => {
  it('hints below two characters, then lists who matches, leaving out the excluded', async () => {
    const requests = mockFetch({
      'GET /api/users/search?q=ro&excludeBrands=true': ok([summaryOf(rodney), summaryOf(rosa)]),
    });
    const { user } = renderComponent(<Picker onSubmit={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search skaters' });

    await user.type(box, 'r');
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await user.type(box, 'o');
    const results = await screen.findByRole('list', { name: 'Skaters' });
    await user.click(within(results).getByRole('button', { name: 'Pick @rodney' }));

    // Picking empties the box and puts the cursor back for the next search.
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByText(`Picked: ${rodney.id}`)).toBeInTheDocument();
    await user.type(box, 'ro');
    const again = await screen.findByRole('list', { name: 'Skaters' });
    expect(within(again).queryByRole('button', { name: 'Pick @rodney' })).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Pick @rosa' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/users/search'))).toHaveLength(1);
  });

  it('does not submit the form it stands in on Enter', async () => {
    mockFetch({ 'GET /api/users/search?q=zz&excludeBrands=true': ok([]) });
    const submitted = jest.fn();
    const { user } = renderComponent(<Picker onSubmit={submitted} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search skaters' }), 'zz{Enter}');

    expect(await screen.findByText('Nobody found')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });
});
