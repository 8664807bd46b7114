import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Field } from './field';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithProviders(
      <Field label="Capacity" hint="Players on the pitch">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Capacity' });
    expect(input).toHaveAccessibleDescription('Players on the pitch');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error invalid and reads it before the hint, prefixed in the current language', () => {
    renderWithProviders(
      <Field label="E-mail" hint="We never share it" error="Please enter a valid email address" required>
        {(control) => <input {...control} />}
      </Field>,
      { language: 'fr' },
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Erreur: Please enter a valid email address We never share it');
  });

  it('shows the required marker only visually', () => {
    renderWithProviders(
      <Field label="Name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('can keep the label for screen readers only and honours a given id', () => {
    renderWithProviders(
      <Field label="Search fields" hideLabel id="search">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search fields' })).toHaveAttribute('id', 'search');
  });
});
