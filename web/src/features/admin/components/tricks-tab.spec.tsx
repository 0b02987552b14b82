import type { UnverifiedTrickDto } from '@boonies/contracts/tricks';
import { screen, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { makeTrick, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { TricksTab } from './tricks-tab';

const OLLIE = makeTrick({ id: 'fund-4', name: 'Ollie', setup: ['Back foot on the tail'] });
const TRE_FLIP = makeTrick({ id: 'flip-16', name: '360 Flip', aliases: ['Tre Flip', '3 Flip'] });
const KICKFLIP = makeTrick({
  id: 'flip-1',
  name: 'Kickflip',
  category: 'flip-foundation',
  prerequisites: [],
});
const CATALOGUE = ok([OLLIE, KICKFLIP]);
const RECORD: UnverifiedTrickDto = {
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000d001',
  userId: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c001',
  username: 'rodney',
  trickId: 'fund-4',
  trickName: 'Ollie',
  points: 10,
  learnedAt: null,
};
const FAILURE = { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } };

describe('Tricks tab', () => {
  it('verifies an unverified trick, then is all caught up', async () => {
    let verified = false;
    mockFetch({
      'GET /api/tricks': CATALOGUE,
      'GET /api/admin/unverified-tricks': () => ok(verified ? [] : [RECORD]),
      [`PATCH /api/admin/unverified-tricks/${RECORD.id}/verify`]: () => {
        verified = true;
        return ok({ ...RECORD, verified: true });
      },
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });

    const list = await screen.findByRole('list', { name: 'Unverified tricks' });
    expect(within(list).getByText('@rodney · 10 pts')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Verify Ollie for @rodney' }));

    await expectToast('Trick verified');
    expect(await screen.findByText('No unverified tricks found')).toBeInTheDocument();
    expect(screen.getByText('All caught up!')).toBeInTheDocument();
  });

  it('toasts when verifying fails, and shows a load failure', async () => {
    mockFetch({
      'GET /api/tricks': CATALOGUE,
      'GET /api/admin/unverified-tricks': ok([RECORD]),
      [`PATCH /api/admin/unverified-tricks/${RECORD.id}/verify`]: FAILURE,
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Verify Ollie for @rodney' }));
    await expectToast('Failed to verify trick');
  });

  it('says so when the unverified list cannot load', async () => {
    mockFetch({ 'GET /api/tricks': CATALOGUE, 'GET /api/admin/unverified-tricks': FAILURE });
    renderComponent(<TricksTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Failed to load unverified tricks')).toBeInTheDocument();
  });

  it('adds a trick: name, category and difficulty are required, blank lines dropped', async () => {
    const requests = mockFetch({
      'GET /api/tricks': CATALOGUE,
      'GET /api/admin/unverified-tricks': ok([]),
      'POST /api/tricks': { status: 201, json: makeTrick({ id: 'fund-99', name: 'Boneless' }) },
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Add trick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trick' });
    await user.click(within(dialog).getByRole('button', { name: 'Add trick' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a trick name, select a category and difficulty',
    );

    await user.type(within(dialog).getByLabelText('Name'), 'Boneless');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'fundamentals');
    await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'Beginner');
    await user.type(within(dialog).getByLabelText('Points'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add trick' }));
    expect(within(dialog).getByText('Points must be a whole number from 1 to 100')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Points'));
    await user.type(within(dialog).getByLabelText('Points'), '15');
    await user.type(
      within(dialog).getByLabelText('Setup (one per line)'),
      'Plant your foot{Enter}{Enter}  Grab  ',
    );
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search prerequisites' }), 'oll');
    await user.click(within(dialog).getByRole('button', { name: 'Add prerequisite Ollie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add trick' }));

    await expectToast('Trick added');
    const body = requests.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({
      name: 'Boneless',
      category: 'fundamentals',
      difficulty: 'Beginner',
      points: 15,
      setup: ['Plant your foot', 'Grab'],
      prerequisites: ['fund-4'],
    });
  });

  it('toasts when adding fails', async () => {
    mockFetch({
      'GET /api/tricks': CATALOGUE,
      'GET /api/admin/unverified-tricks': ok([]),
      'POST /api/tricks': FAILURE,
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Add trick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trick' });
    await user.type(within(dialog).getByLabelText('Name'), 'Boneless');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'fundamentals');
    await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'Beginner');
    await user.click(within(dialog).getByRole('button', { name: 'Add trick' }));
    await expectToast('Failed to add trick');
  });

  it('edits a trick: view, then edit, then saved', async () => {
    const requests = mockFetch({
      'GET /api/tricks': CATALOGUE,
      'GET /api/admin/unverified-tricks': ok([]),
      'PATCH /api/tricks/fund-4': ok({ ...OLLIE, steps: ['Pop', 'Slide'] }),
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });

    await user.type(await screen.findByRole('searchbox', { name: 'Find a trick to edit' }), 'oll');
    await user.click(screen.getByRole('button', { name: 'Ollie' }));
    const view = screen.getByRole('region', { name: 'Ollie' });
    expect(within(view).getByText('Back foot on the tail')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Save trick' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Ollie');
    await user.type(within(form).getByLabelText('Steps (one per line)'), 'Pop{Enter}{Enter}Slide');
    await user.click(within(form).getByRole('button', { name: 'Save trick' }));

    await expectToast('Trick saved');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      name: 'Ollie',
      steps: ['Pop', 'Slide'],
      setup: ['Back foot on the tail'],
    });
  });

  it('finds a trick to edit by another name, and saves its other names', async () => {
    const requests = mockFetch({
      'GET /api/tricks': ok([OLLIE, KICKFLIP, TRE_FLIP]),
      'GET /api/admin/unverified-tricks': ok([]),
      'PATCH /api/tricks/flip-16': ok({ ...TRE_FLIP, aliases: ['Tre Flip', 'Trey Flip'] }),
    });
    const { user } = renderComponent(<TricksTab />, { signedIn: ADMIN });

    await user.type(await screen.findByRole('searchbox', { name: 'Find a trick to edit' }), 'tre-flip');
    await user.click(screen.getByRole('button', { name: '360 Flip' }));
    await user.click(
      within(screen.getByRole('region', { name: '360 Flip' })).getByRole('button', { name: 'Edit' }),
    );
    const form = screen.getByRole('form', { name: 'Save trick' });
    const aliases = within(form).getByLabelText('Other names (comma separated)');
    expect(aliases).toHaveValue('Tre Flip, 3 Flip');
    await user.clear(aliases);
    await user.type(aliases, 'Tre Flip, , Trey Flip ');
    await user.click(within(form).getByRole('button', { name: 'Save trick' }));

    await expectToast('Trick saved');
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      name: '360 Flip',
      aliases: ['Tre Flip', 'Trey Flip'],
    });
  });
});
