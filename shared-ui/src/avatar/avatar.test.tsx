import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Avatar, getInitials } from './avatar';

describe('Avatar', () => {
  it('falls back to initials named by the person when there is no image', () => {
    renderWithProviders(<Avatar name="Lina Haddad" />);
    expect(screen.getByRole('img', { name: 'Lina Haddad' })).toHaveTextContent('LH');
  });

  it('shows initials while the image has not loaded', async () => {
    renderWithProviders(<Avatar name="Omar" src="/api/v1/files/serve/avatars/omar.png" />);
    expect(await screen.findByRole('img', { name: 'Omar' })).toHaveTextContent('O');
  });

  it('can be decorative', () => {
    renderWithProviders(<Avatar name="Lina Haddad" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('computes initials from the first and last words, any script', () => {
    expect(getInitials('  jean  pierre  dupont ')).toBe('JD');
    expect(getInitials('سارة أحمد')).toBe('سأ');
    expect(getInitials('')).toBe('');
  });
});
