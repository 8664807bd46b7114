import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Select } from './select';

const SPORTS = [
  { value: 'football', label: 'Football' },
  { value: 'tennis', label: 'Tennis' },
  { value: 'squash', label: 'Squash', disabled: true },
];

describe('Select', () => {
  it('shows the translated placeholder and opens a listbox by keyboard', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Select label="Sport" options={SPORTS} onValueChange={onValueChange} />, {
      language: 'fr',
    });
    const trigger = screen.getByRole('combobox', { name: 'Sport' });
    expect(trigger).toHaveTextContent('Choisissez une option');
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Squash' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Tennis' }));
    expect(onValueChange).toHaveBeenCalledWith('tennis');
    expect(trigger).toHaveTextContent('Tennis');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('marks an error invalid and describes the trigger', () => {
    renderWithProviders(<Select label="Sport" options={SPORTS} error="Sport is required" required />);
    const trigger = screen.getByRole('combobox', { name: /Sport/ });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription(/Sport is required/);
  });

  it('does not open when disabled', async () => {
    const { user } = renderWithProviders(<Select label="Sport" options={SPORTS} disabled defaultValue="football" />);
    const trigger = screen.getByRole('combobox', { name: 'Sport' });
    expect(trigger).toHaveTextContent('Football');
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
