import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/device-id';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, SIGNED_OUT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

type User = ReturnType<typeof userEvent.setup>;

async function openSignUp() {
  const app = renderApp('/auth?mode=signup');
  await screen.findByRole('heading', { name: 'Sign up' });
  return app;
}

async function fillIn(
  user: User,
  fields: { email?: string; username?: string; password?: string; confirm?: string },
) {
  const {
    email = 'rune@example.com',
    username = 'rune',
    password = 'kickflip-at-dusk',
    confirm = password,
  } = fields;
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: 'Create account' }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function signUpRequests(requests: ReturnType<typeof mockFetch>) {
  return requests.filter((request) => request.path === '/api/auth/signup');
}

describe('Sign Up card', () => {
  it('invites the visitor to create an account, with an email-type email field', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    await openSignUp();

    expect(screen.getByText('Create your account to start learning')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('keeps "Create account" disabled until all four fields are filled', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();
    const button = screen.getByRole('button', { name: 'Create account' });

    await user.type(screen.getByLabelText('Email'), 'rune@example.com');
    await user.type(screen.getByLabelText('Username'), 'rune');
    await user.type(screen.getByLabelText('Password'), 'kickflip');
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm password'), 'kickflip');
    expect(button).toBeEnabled();
  });

  it('lowercases the username as it is typed', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();

    await user.type(screen.getByLabelText('Username'), 'Rune_Glifberg');

    expect(screen.getByLabelText('Username')).toHaveValue('rune_glifberg');
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const requests = mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();

    await fillIn(user, { password: 'kickflip-at-dusk', confirm: 'heelflip-at-dawn' });
    await submit(user);

    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(signUpRequests(requests)).toHaveLength(0);
  });

  it('says "Password must be at least 6 characters long" and sends nothing', async () => {
    const requests = mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();

    await fillIn(user, { password: 'ollie' });
    await submit(user);

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(signUpRequests(requests)).toHaveLength(0);
  });

  it('rates the password while it is typed', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();

    await user.type(screen.getByLabelText('Password'), 'qwerty');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Weak'));

    await user.type(screen.getByLabelText('Password'), ' kickflip at dusk');
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Strong'));
    expect(screen.getByText(/Password strength:/)).toHaveTextContent('Password strength: Strong');
  });

  it.each(['password', '123456', 'qwerty', 'aaaaaa'])(
    'refuses the common password %s before sending anything',
    async (password) => {
      const requests = mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
      const { user } = await openSignUp();

      await fillIn(user, { password });
      // The rule's dictionaries arrive after the first keystroke; the meter shows once they are in.
      await screen.findByRole('meter', { name: 'Password strength' });
      await submit(user);

      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      );
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(signUpRequests(requests)).toHaveLength(0);
    },
  );

  it('explains the username rule and clears the message once the name is fixed', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignUp();

    await fillIn(user, { username: 'x!' });
    await submit(user);
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAccessibleDescription(
      'Username must be 3-30 characters: letters, numbers, dots, underscores or hyphens',
    );

    await user.clear(username);
    await user.type(username, 'rune');
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account, says so and goes home', async () => {
    const requests = mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': { status: 201, json: makeUser({ username: 'rune' }) },
    });
    const { user, router } = await openSignUp();

    await fillIn(user, { email: 'Rune@Example.com ', username: 'Rune' });
    await submit(user);

    await expectToast('Account created successfully!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signUpRequests(requests).map((request) => request.body)).toEqual([
      {
        email: 'Rune@Example.com',
        username: 'rune',
        password: 'kickflip-at-dusk',
        deviceId: expect.any(String),
      },
    ]);
  });

  it('sends this browser’s device id, made once and kept for the next sign-up', async () => {
    const requests = mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': {
        status: 409,
        json: { error: 'Username already taken', code: 'USERNAME_TAKEN', field: 'username' },
      },
    });
    const { user } = await openSignUp();

    await fillIn(user, {});
    await submit(user);
    await expectToast('Error', 'Username already taken');
    await submit(user);
    await waitFor(() => expect(signUpRequests(requests)).toHaveLength(2));

    const [first, second] = signUpRequests(requests).map((request) => request.body as { deviceId: string });
    expect(first.deviceId).toMatch(UUID);
    expect(second.deviceId).toBe(first.deviceId);
    expect(window.localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first.deviceId);
  });

  it('keeps a device id the browser already has, and replaces one that is not an id', async () => {
    const kept = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
    window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, kept);
    const requests = mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': { status: 400, json: { error: 'Nope', code: 'VALIDATION_FAILED' } },
    });
    const { user } = await openSignUp();
    await fillIn(user, {});
    await submit(user);
    await waitFor(() => expect(signUpRequests(requests)).toHaveLength(1));
    expect(signUpRequests(requests)[0].body).toMatchObject({ deviceId: kept });

    window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'tampered');
    await submit(user);
    await waitFor(() => expect(signUpRequests(requests)).toHaveLength(2));
    const replaced = (signUpRequests(requests)[1].body as { deviceId: string }).deviceId;
    expect(replaced).toMatch(UUID);
    expect(window.localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(replaced);
  });

  it('still signs up, with a fresh device id, when the browser’s storage is unavailable', async () => {
    const unavailable = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(unavailable);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(unavailable);
    try {
      const requests = mockFetch({
        'GET /api/auth/me': SIGNED_OUT,
        'POST /api/auth/signup': { status: 201, json: makeUser({ username: 'rune' }) },
      });
      const { user } = await openSignUp();
      await fillIn(user, {});
      await submit(user);

      await expectToast('Account created successfully!');
      expect((signUpRequests(requests)[0].body as { deviceId: string }).deviceId).toMatch(UUID);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it('shows the server’s reason in a toast titled "Error" and in the form, marking the field it names', async () => {
    mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': {
        status: 409,
        json: { error: 'Username already taken', code: 'USERNAME_TAKEN', field: 'username' },
      },
    });
    const { user, router } = await openSignUp();

    await fillIn(user, {});
    await submit(user);

    await expectToast('Error', 'Username already taken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('falls back to its own words when the server gives no reason', async () => {
    mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': { status: 500, statusText: 'Internal Server Error' },
    });
    const { user } = await openSignUp();

    await fillIn(user, {});
    await submit(user);

    await expectToast('Error', 'Sign up failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up failed. Please try again.');
  });
});
