import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { NativeSelect } from './native-select';

const SURFACES = [
  { value: 'grass', label: 'Grass' },
  { value: 'clay', label: 'Clay' },
  { value: 'wood', label: 'Wood', disabled: true },
];

describe('NativeSelect', () => {
  it('is a labelled combobox whose choice is reported', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NativeSelect label="Surface" options={SURFACES} placeholder="Choose" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Surface' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'clay');
    expect(select).toHaveValue('clay');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('option', { name: 'Wood' })).toBeDisabled();
  });

  it('shows an error and forwards its ref', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithProviders(<NativeSelect label="Surface" options={SURFACES} error="Required" ref={ref} />);
    expect(screen.getByRole('combobox', { name: 'Surface' })).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBeInstanceOf(HTMLSelectElement);
  });
});
