import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { SearchIcon } from '../icons/icons';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a labelled textbox that reports typing', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TextField label="First name" name="firstName" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.type(input, 'Lina');
    expect(input).toHaveValue('Lina');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('shows an error: aria-invalid and described by the message', () => {
    renderWithProviders(<TextField label="E-mail" type="email" error="Email is required" required />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/Email is required/);
  });

  it('forwards the ref to the input (react-hook-form register)', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextField label="Phone" type="tel" ref={ref} defaultValue="+33" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.value).toBe('+33');
  });

  it('toggles password visibility with a translated, pressed-state button', async () => {
    const { user } = renderWithProviders(<TextField label="Mot de passe" type="password" />, { language: 'fr' });
    const input = screen.getByLabelText('Mot de passe');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe', pressed: false });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('can be disabled and carry a decorative start icon', async () => {
    const { user } = renderWithProviders(<TextField label="Search" startIcon={<SearchIcon />} disabled />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    await user.type(input, 'abc');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
  });
});
