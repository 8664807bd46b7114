import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named with the translated loading text', () => {
    renderWithProviders(<Spinner />, { language: 'fr' });
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  });

  it('accepts a custom label', () => {
    renderWithProviders(<Spinner label="Loading fields" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading fields' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
