import { screen, within } from '@testing-library/react';
import { renderShell } from '../../../testing/render-shell';
import { Footer } from './footer';

describe('footer', () => {
  it('links to the eleven site pages in three groups', () => {
    renderShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const internal = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(internal).toEqual([
      '/fields', '/bookings', '/dashboard', '/help', '/contact', '/faq', '/terms', '/privacy', '/sitemap', '/accessibility', '/cookies',
    ]);
    for (const name of ['Explore', 'Support', 'Legal', 'Contact']) {
      expect(within(footer).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('names the social links and opens them safely in a new tab', () => {
    renderShell(<Footer />);
    for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: new RegExp(`^Pitchside on ${name} \\(opens in a new tab\\)$`) });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows contact details, business hours and the copyright of this year', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: 'support@pitchside.example' })).toHaveAttribute('href', 'mailto:support@pitchside.example');
    expect(screen.getByRole('link', { name: '+1 (555) 010-2024' })).toHaveAttribute('href', 'tel:+15550102024');
    expect(screen.getByText('120 Stadium Way, Boston, MA 02115')).toBeInTheDocument();
    expect(screen.getByText('Business hours: Mon-Fri 9-6 EST')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Pitchside. All rights reserved.`)).toBeInTheDocument();
  });
});
