import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Avatar, FALLBACK_DELAY_MS, getInitials } from './avatar';

describe('Avatar', () => {
  it('falls back to initials named by the person when there is no image', () => {
    renderWithProviders(<Avatar name="Lina Haddad" />);
    expect(screen.getByRole('img', { name: 'Lina Haddad' })).toHaveTextContent('LH');
  });

  it('shows initials while the image has not loaded', async () => {
    renderWithProviders(<Avatar name="Omar" src="/api/v1/files/serve/avatars/omar.png" />);
    expect(await screen.findByRole('img', { name: 'Omar' })).toHaveTextContent('O');
  });

  it('shows the image once it has loaded, and only it', () => {
    const { container } = renderWithProviders(<Avatar name="Omar Haddad" src="/api/v1/files/serve/avatars/omar.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image element');
    Object.defineProperty(image, 'complete', { configurable: true, value: false });
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'Omar Haddad' })).toBe(image);
    expect(screen.queryByText('OH')).not.toBeInTheDocument();
  });

  it('waits a moment before showing initials for an image still loading, then shows them', async () => {
    const { container } = renderWithProviders(<Avatar name="Omar Haddad" src="/slow.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image element');
    Object.defineProperty(image, 'complete', { configurable: true, value: false });
    expect(image).toHaveAttribute('hidden');
    expect(screen.queryByText('OH')).not.toBeInTheDocument();
    const started = Date.now();
    expect(await screen.findByRole('img', { name: 'Omar Haddad' })).toHaveTextContent('OH');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FALLBACK_DELAY_MS - 50);
  });

  it('shows initials instead of an image that fails', () => {
    const { container } = renderWithProviders(<Avatar name="Omar Haddad" src="/missing.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image element');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Omar Haddad' })).toHaveTextContent('OH');
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
