import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock';
import { ok } from '../../../test/fixtures';
import { renderComponent } from '../../../test/render-component';
import { AboutPage } from '../../about/components/about-page';
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
