import type { AdminSiteSettingsDto } from '@boonies/contracts/admin';
import { screen } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { StoreSettingsTab } from './store-settings-tab';

const NEVER_SET: AdminSiteSettingsDto = { storeUrl: null, updatedAt: null, defaultStoreUrl: null };

describe('Store settings tab', () => {
  it('saves an https merchandise link, refusing anything else with the reason', async () => {
    let settings = NEVER_SET;
    const requests = mockFetch({
      'GET /api/admin/site-settings': () => ok(settings),
      'PUT /api/admin/site-settings': (request) => {
        const { storeUrl } = request.body as { storeUrl: string | null };
        settings = { ...settings, storeUrl, updatedAt: '2026-11-27T10:00:00.000Z' };
        return ok(settings);
      },
    });
    const { user } = renderComponent(<StoreSettingsTab />, { signedIn: ADMIN });

    expect(await screen.findByText('the closed-for-now note, with no link')).toBeInTheDocument();
    const field = screen.getByLabelText('Merchandise link');
    await user.type(field, 'http://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(screen.getByText('Enter a full https:// link, e.g. https://shop.example.com')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter(({ method }) => method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  https://merch.example.org/tees ');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await expectToast('Store link saved');
    expect(requests.find(({ method }) => method === 'PUT')?.body).toEqual({
      storeUrl: 'https://merch.example.org/tees',
    });
    expect(await screen.findByRole('link', { name: /merch\.example\.org\/tees/ })).toHaveAttribute(
      'href',
      'https://merch.example.org/tees',
    );
  });

  it('clears the link, falling back to the deployment shop it names', async () => {
    let settings: AdminSiteSettingsDto = {
      storeUrl: 'https://merch.example.org/',
      updatedAt: '2026-11-01T10:00:00.000Z',
      defaultStoreUrl: 'https://shop.example.com/',
    };
    const requests = mockFetch({
      'GET /api/admin/site-settings': () => ok(settings),
      'PUT /api/admin/site-settings': () => {
        settings = { ...settings, storeUrl: null, updatedAt: '2026-11-27T10:00:00.000Z' };
        return ok(settings);
      },
    });
    const { user } = renderComponent(<StoreSettingsTab />, { signedIn: ADMIN });

    expect(await screen.findByLabelText('Merchandise link')).toHaveValue('https://merch.example.org/');
    expect(
      screen.getByText(/use this deployment's shop \(https:\/\/shop\.example\.com\/\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear link' }));
    await expectToast('Store link cleared');
    expect(requests.find(({ method }) => method === 'PUT')?.body).toEqual({ storeUrl: null });
    expect(await screen.findByRole('link', { name: /shop\.example\.com/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/',
    );
    expect(screen.queryByRole('button', { name: 'Clear link' })).not.toBeInTheDocument();
  });

  it('offers Retry when the settings fail to load', async () => {
    mockFetch({
      'GET /api/admin/site-settings': { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } },
    });
    renderComponent(<StoreSettingsTab />, { signedIn: ADMIN });

    expect(await screen.findByText('Failed to load the store settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
