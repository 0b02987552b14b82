import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { makeProfile, ME } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { EditProfileDialog } from './edit-profile-dialog';

const own = makeProfile(ME, { isOwner: true });

/** The save; the profile is read again after it. */
const patchOf = (requests: RecordedRequest[]) => requests.find(({ method }) => method === 'PATCH');

function openDialog(onOpenChange = jest.fn(), profile = own) {
  const app = renderComponent(<EditProfileDialog profile={profile} open onOpenChange={onOpenChange} />, {
    signedIn: ME,
  });
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  return { ...app, dialog: within(dialog), onOpenChange };
}

describe('Edit Profile dialog', () => {
  it('does not offer "None" or the brand switch to a sponsored athlete, and says why', async () => {
    mockFetch({});
    const sponsored = makeProfile(ME, { isOwner: true, flowStatus: true, keepsAthleteStatus: true });
    const { dialog } = openDialog(jest.fn(), sponsored);

    const statuses = dialog.getByRole('radiogroup', { name: 'Skater status' });
    expect(within(statuses).getByRole('radio', { name: 'None' })).toBeDisabled();
    expect(within(statuses).getByRole('radio', { name: 'Amateur' })).toBeEnabled();
    expect(dialog.getByRole('checkbox', { name: /Brand account/ })).toBeDisabled();
    expect(statuses).toHaveAccessibleDescription(
      'A sponsored athlete keeps at least one status (pro, amateur or flow)',
    );
  });

  it('offers every status to an athlete without a sponsor', () => {
    mockFetch({});
    const { dialog } = openDialog();
    expect(dialog.getByRole('radio', { name: 'None' })).toBeEnabled();
    expect(dialog.getByRole('checkbox', { name: /Brand account/ })).toBeEnabled();
  });

  it('makes the username lowercase and says when it is taken, without saving', async () => {
    const requests = mockFetch({ 'GET /api/users/check-username/rodney': ok({ available: false }) });
    const { dialog, user } = openDialog();

    const username = dialog.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'RoDney');
    expect(username).toHaveValue('rodney');

    expect(await dialog.findByText('Username already taken')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a different username.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('says a free username is available', async () => {
    mockFetch({ 'GET /api/users/check-username/tony.hawk': ok({ available: true }) });
    const { dialog, user } = openDialog();

    const username = dialog.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'tony.hawk');

    expect(await dialog.findByText('Username available')).toBeInTheDocument();
  });

  it('refuses a malformed username, bad colours and links the server would refuse', async () => {
    const requests = mockFetch({});
    const { dialog, user } = openDialog();

    await user.clear(dialog.getByLabelText('Username'));
    await user.clear(dialog.getByLabelText('Start colour'));
    await user.type(dialog.getByLabelText('Start colour'), '#12345');
    await user.clear(dialog.getByLabelText('End colour'));
    await user.type(dialog.getByLabelText('End colour'), 'teal');
    await user.type(dialog.getByLabelText('Profile picture URL'), 'javascript:alert(1)');
    await user.type(dialog.getByLabelText('Header video URL'), 'https://example.com/page.html');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(dialog.getByText('Username is required')).toBeInTheDocument();
    expect(dialog.getAllByText('Enter a colour as #rrggbb, e.g. #4F46E5')).toHaveLength(2);
    expect(dialog.getByText('Profile picture must be an http(s) image link')).toBeInTheDocument();
    expect(dialog.getByText(/^Video link must be a YouTube, Vimeo or TikTok link/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Header video URL')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('saves only what changed, with a palette and a status, then closes', async () => {
    const requests = mockFetch({ 'PATCH /api/users/5a0c3f7e-1b2d-4c8a-9e3f-000000000001': ok(ME) });
    const { dialog, user, onOpenChange } = openDialog();

    await user.click(dialog.getByRole('radio', { name: 'Concrete Sunset' }));
    expect(dialog.getByRole('radio', { name: 'Concrete Sunset' })).toHaveAttribute('aria-checked', 'true');
    expect(dialog.getByLabelText('Start colour')).toHaveValue('#F97316');
    await user.click(dialog.getByRole('radio', { name: 'Flow' }));
    await user.type(dialog.getByLabelText('Location'), '  The Boonies  ');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await expectToast('Profile updated');
    expect(patchOf(requests)?.body).toEqual({
      location: 'The Boonies',
      gradientStartColor: '#F97316',
      gradientEndColor: '#DB2777',
      proStatus: false,
      amateurStatus: false,
      flowStatus: true,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('turning on the brand account clears the skater statuses', async () => {
    const requests = mockFetch({ 'PATCH /api/users/5a0c3f7e-1b2d-4c8a-9e3f-000000000001': ok(ME) });
    const { dialog, user } = openDialog();

    await user.click(dialog.getByRole('radio', { name: 'Pro' }));
    await user.click(dialog.getByRole('checkbox', { name: /Brand account/ }));
    expect(dialog.getByRole('radio', { name: 'Pro' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(patchOf(requests)?.body).toEqual({
        isBrand: true,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
      }),
    );
  });

  it('says so when the server refuses the update', async () => {
    mockFetch({
      'PATCH /api/users/5a0c3f7e-1b2d-4c8a-9e3f-000000000001': {
        status: 503,
        json: { error: 'Profiles are unavailable', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    const { dialog, user, onOpenChange } = openDialog();

    await user.type(dialog.getByLabelText('Display name'), ' Jr');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await expectToast('Error updating profile', 'Profiles are unavailable');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
