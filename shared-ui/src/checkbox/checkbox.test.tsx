import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Checkbox, FormCheckbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space, reporting booleans', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(<Checkbox label="Indoor" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Indoor' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Indoor'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows an error, required state and hint', () => {
    renderWithProviders(
      <Checkbox label="I accept the terms" required error="You must accept the terms" hint="Read them first" />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(/You must accept the terms.*Read them first/);
  });

  it('shows a mixed state and ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Checkbox label="Select all" checked="indeterminate" />
        <Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

describe('FormCheckbox', () => {
  it('speaks the react-hook-form Controller field shape and forwards the ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const changes: boolean[] = [];
    function Form() {
      const [value, setValue] = useState(false);
      return (
        <FormCheckbox
          label="Newsletter"
          name="newsletter"
          value={value}
          onChange={(checked) => {
            changes.push(checked);
            setValue(checked);
          }}
          ref={ref}
        />
      );
    }
    const { user } = renderWithProviders(<Form />);
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    expect(changes).toEqual([true]);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Newsletter' }));
  });
});
