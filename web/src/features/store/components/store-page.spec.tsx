import { screen } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { AboutPage } from '@/features/about';
import { StorePage } from './store-page';

describe('store page', () => {
  it('embeds the configured shop in a frame titled as the store', async () => {
    mockFetch({
      'GET /api/config/public': ok({ storeUrl: 'https://shop.example.com/', contactEmail: null }),
    });
    renderComponent(<StorePage />, { path: '/store' });

    const frame = await screen.findByTitle('The Boonies Store');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://shop.example.com/');
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/',
    );
  });

  it('shows a friendly note when no shop is configured', async () => {
    mockFetch({ 'GET /api/config/public': { status: 404 } });
    renderComponent(<StorePage />, { path: '/store' });

    expect(await screen.findByText('The shop is closed for now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The Boonies Store' })).toBeInTheDocument();
    expect(screen.queryByTitle('The Boonies Store')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us about merch' })).toHaveAttribute(
      'href',
      'mailto:hello@theboonies.example?subject=Boonies%20merch',
    );
  });

  it('offers the merchandise link an admin set as a placeholder with the link, not a frame', async () => {
    mockFetch({
      'GET /api/config/public': ok({
        storeUrl: null,
        merchandiseUrl: 'https://merch.example.org/boonies',
        contactEmail: 'crew@boonies.example',
      }),
    });
    renderComponent(<StorePage />, { path: '/store' });

    expect(await screen.findByText('Boonies merch is online')).toBeInTheDocument();
    expect(screen.getByText(/sold at merch\.example\.org/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Visit the merch shop' });
    expect(link).toHaveAttribute('href', 'https://merch.example.org/boonies');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByTitle('The Boonies Store')).not.toBeInTheDocument();
    expect(screen.queryByText('The shop is closed for now')).not.toBeInTheDocument();
    // Only admins are pointed at the setting.
    expect(screen.queryByRole('link', { name: 'Change the store link' })).not.toBeInTheDocument();
  });

  it('points an admin at the Store settings', async () => {
    mockFetch({ 'GET /api/config/public': ok({ storeUrl: null, merchandiseUrl: null, contactEmail: null }) });
    renderComponent(<StorePage />, { path: '/store', signedIn: ADMIN });

    expect(await screen.findByText('The shop is closed for now')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Change the store link' })).toHaveAttribute(
      'href',
      '/admin?tab=store',
    );
  });

  it('never offers a link that is not http(s)', async () => {
    mockFetch({
      'GET /api/config/public': ok({
        storeUrl: null,
        merchandiseUrl: 'javascript:alert(1)',
        contactEmail: 'crew@boonies.example',
      }),
    });
    renderComponent(<StorePage />, { path: '/store' });

    expect(await screen.findByText('The shop is closed for now')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visit the merch shop' })).not.toBeInTheDocument();
  });
});

describe('about page', () => {
  it('welcomes and links the configured contact address', async () => {
    mockFetch({ 'GET /api/config/public': ok({ storeUrl: null, contactEmail: 'crew@boonies.example' }) });
    renderComponent(<AboutPage />, { path: '/about' });

    expect(screen.getByRole('heading', { level: 1, name: 'About The Boonies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to The Boonies' })).toBeInTheDocument();
    expect(screen.getByText(/private skatepark/)).toHaveTextContent(/American backcountry/);
    expect(screen.getByText(/2023/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'crew@boonies.example' })).toHaveAttribute(
      'href',
      'mailto:crew@boonies.example',
    );
  });

  it('uses the default address until one is configured', () => {
    mockFetch({ 'GET /api/config/public': { status: 404 } });
    renderComponent(<AboutPage />, { path: '/about' });

    expect(screen.getByRole('link', { name: 'hello@theboonies.example' })).toHaveAttribute(
      'href',
      'mailto:hello@theboonies.example',
    );
  });
});
