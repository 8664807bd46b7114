import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Link } from './link';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, ...props }, ref) {
    return <a ref={ref} href={to} data-router="yes" {...props} />;
  },
);

describe('Link', () => {
  it('is a plain anchor', () => {
    renderWithProviders(<Link href="/help">Help</Link>);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('opens external links safely in a new tab and says so in the current language', () => {
    renderWithProviders(<Link href="https://facebook.com" external>Facebook</Link>, { language: 'fr' });
    const link = screen.getByRole('link', { name: 'Facebook (s’ouvre dans un nouvel onglet)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('styles a router link through asChild', () => {
    renderWithProviders(
      <Link asChild>
        <RouterLink to="/terms">Terms</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).not.toBe('');
  });
});
