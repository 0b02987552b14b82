import type { UserDto } from '@boonies/contracts/auth';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { mockFetch } from '@/test/fetch-mock';
import { makeTrick, makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { MentionTextarea } from './mention-textarea';

const rodney = makeUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002',
  username: 'rodney',
  displayName: 'Rodney M',
});
const rosa = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000003', username: 'rosa', displayName: null });
const summary = ({ email: _email, isTrusted: _trusted, ...user }: UserDto) => user;

function Box({ onKeyDown }: { onKeyDown?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="box">Write a reply</label>
      <MentionTextarea id="box" value={value} onValueChange={setValue} onKeyDown={onKeyDown} />
    </>
  );
}

function renderBox(onKeyDown?: () => void) {
  const requests = mockFetch({
    'GET /api/users/search?q=ro&excludeBrands=true': ok([summary(rodney), summary(rosa)]),
    'GET /api/tricks': ok([
      makeTrick({ id: 'fund-4', name: 'Kickflip' }),
      makeTrick({ id: 'fund-5', name: 'Heelflip' }),
    ]),
  });
  const view = renderComponent(<Box onKeyDown={onKeyDown} />);
  return { ...view, requests, box: screen.getByRole('textbox', { name: 'Write a reply' }) };
}

describe('MentionTextarea', () => {
  it('suggests skaters for @ and letters, moved through with the arrows and picked with Enter', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'Session with @r');
    const waiting = await screen.findByRole('listbox', { name: 'Skater suggestions' });
    expect(within(waiting).getByText('Keep typing to find skaters')).toBeInTheDocument();
    await user.type(box, 'o');

    const list = await screen.findByRole('listbox', { name: 'Skater suggestions' });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent(/Rodney M\s*@rodney$/);
    expect(options[1]).toHaveTextContent(/rosa\s*@rosa$/);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('Session with @rodney ');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.type(box, 'today');
    expect(box).toHaveValue('Session with @rodney today');
  });

  it('suggests tricks for # and writes the tag that names the trick, picked with Tab or a tap', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'First #kick');
    const option = await screen.findByRole('option', { name: /Kickflip/ });
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('First #kickflip ');
    expect(box).toHaveFocus();

    await user.type(box, 'then #heel');
    await user.click(await screen.findByRole('option', { name: /Heelflip/ }));
    expect(box).toHaveValue('First #kickflip then #heelflip ');
    expect(option).not.toBeInTheDocument();
  });

  it('closes on Escape without passing it on, and a second Escape reaches the form', async () => {
    const onKeyDown = jest.fn();
    const { user, box } = renderBox(onKeyDown);
    await user.type(box, '@ro');
    await screen.findAllByRole('option');
    onKeyDown.mockClear();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onKeyDown).not.toHaveBeenCalled();
    // Enter is a new line again while the suggestions are closed.
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('offers nothing inside an address', async () => {
    const { user, box, requests } = renderBox();
    await user.type(box, 'mail ro@ro');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/users/search'))).toEqual([]);
  });
});
