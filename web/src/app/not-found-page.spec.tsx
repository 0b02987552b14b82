import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { SIGNED_OUT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('not-found page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('says 404, Page not found, and links home', async () => {
    mockFetch({ 'GET /api/auth/me': SIGNED_OUT, 'POST /api/telemetry/not-found': { status: 204 } });

    renderApp('/no/such/spot');

    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the path and reports it once', async () => {
    const requests = mockFetch({ 'POST /api/telemetry/not-found': { status: 204 } });

    renderApp('/no/such/spot');
    await screen.findByText('Page not found');

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/spot'));
    const reports = requests.filter((request) => request.path === '/api/telemetry/not-found');
    expect(reports).toEqual([expect.objectContaining({ method: 'POST', body: { path: '/no/such/spot' } })]);
  });

  it('shows the page even when the report cannot be sent', async () => {
    mockFetch({ 'POST /api/telemetry/not-found': { networkError: true } });

    renderApp('/no/such/spot');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
