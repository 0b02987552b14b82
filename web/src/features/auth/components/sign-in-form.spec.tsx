import { AUTH_MESSAGES } from '@boonies/contracts/auth';
import { screen } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, signedInAs, SIGNED_OUT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

const skater = makeUser({ email: 'tony@example.com' });

async function openSignIn() {
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Sign in' });
  return app;
}

describe('Sign In card', () => {
  it('welcomes the visitor back', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    await openSignIn();

    expect(screen.getByText('Welcome back! Sign in to continue learning')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('keeps "Sign in" disabled until both email and password are filled', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignIn();
    const submit = screen.getByRole('button', { name: 'Sign in' });

    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(submit).toBeEnabled();
  });

  it('signs in with the "Keep me signed in" choice, says so and goes home', async () => {
    const requests = mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signin': signedInAs(skater),
    });
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), ' tony@example.com ');
    await user.type(screen.getByLabelText('Password'), 'kickflip');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectToast('Signed in successfully!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.find((request) => request.path === '/api/auth/signin')?.body).toEqual({
      email: 'tony@example.com',
      password: 'kickflip',
      rememberMe: true,
    });
  });

  it('blocks a second submit while the first is on its way', async () => {
    const signIn = deferredReply();
    const requests = mockFetch({ 'GET /api/auth/me': SIGNED_OUT, 'POST /api/auth/signin': signIn.reply });
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    await user.type(screen.getByLabelText('Password'), 'kickflip');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toBeDisabled();
    await user.click(pending);

    expect(requests.filter((request) => request.path === '/api/auth/signin')).toHaveLength(1);
    signIn.resolve(signedInAs(skater));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
  });

  it('shows the server’s reason in a destructive toast titled "Error" and in the form', async () => {
    mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signin': {
        status: 401,
        json: { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectToast('Error', 'Invalid email or password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('tells a suspended skater until when, in the toast and the form', async () => {
    const suspended = 'Your account is suspended until 2 December 2026.';
    mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signin': { status: 403, json: { error: suspended, code: 'ACCOUNT_SUSPENDED' } },
    });
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectToast('Error', suspended);
    expect(await screen.findByRole('alert')).toHaveTextContent(suspended);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('tells a deactivated skater how to come back', async () => {
    const deactivated = AUTH_MESSAGES.accountDeactivated;
    mockFetch({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signin': { status: 403, json: { error: deactivated, code: 'ACCOUNT_DEACTIVATED' } },
    });
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(deactivated);
  });

  it('falls back to its own words when the server gives no reason', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT, 'POST /api/auth/signin': { networkError: true } });
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'tony@example.com');
    await user.type(screen.getByLabelText('Password'), 'kickflip');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectToast('Error', 'Sign in failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('sends a visitor who is already signed in home', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(skater) });

    const { router } = renderApp('/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches to the Sign Up card and back', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    const { user, router } = await openSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toHaveFocus();
    expect(router.state.location.search).toBe('?mode=signup');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toHaveFocus();
  });
});
