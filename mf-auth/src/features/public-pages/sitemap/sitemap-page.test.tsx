import { screen } from '@testing-library/react';
import { PUBLIC_PATHS } from '@pitchside/shared-api/contracts/site-pages';
import { renderInfoPage } from '../../../testing/render-info-page';
import SitemapPage from './sitemap-page';

describe('the sitemap page', () => {
  it('links every public page, and lists apart the pages that need an account', async () => {
    await renderInfoPage(<SitemapPage />, { path: '/sitemap' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/sitemap')) expect(links, path).toContain(path);
    expect(screen.getByText('These pages ask you to sign in first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
  });
});
