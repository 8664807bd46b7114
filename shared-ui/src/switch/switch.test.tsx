import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a labelled switch toggled by click and keyboard', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(
      <Switch label="E-mail reminders" description="30 minutes before" onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'E-mail reminders' });
    expect(control).toHaveAccessibleDescription('30 minutes before');
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value and ignores input when disabled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(<Switch label="Dark mode" checked disabled onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeChecked();
    await user.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
