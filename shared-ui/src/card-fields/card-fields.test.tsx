import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../testing/render';
import { CardFields, type CardFieldsProps } from './card-fields';

const LABELS: CardFieldsProps['labels'] = {
  number: 'Card number',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code',
  holder: 'Cardholder name',
  monthPlaceholder: 'Month',
  yearPlaceholder: 'Year',
};

/** Props as a form library would give them: a name and handlers per control. */
function inputs() {
  const control = (name: string) => ({ name, onChange: vi.fn(), onBlur: vi.fn() });
  return {
    number: control('card.number'),
    expMonth: control('card.expMonth'),
    expYear: control('card.expYear'),
    cvc: control('card.cvc'),
    holder: control('card.holder'),
  };
}

describe('CardFields', () => {
  it('renders the labelled, required controls of a card with their autofill hints', () => {
    renderWithProviders(<CardFields labels={LABELS} inputs={inputs()} />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    expect(number).toBeRequired();
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveAttribute('name', 'card.number');
    expect(screen.getByRole('combobox', { name: /Expiry month/ })).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByRole('combobox', { name: /Expiry year/ })).toHaveAttribute('autocomplete', 'cc-exp-year');
    const cvc = screen.getByRole('textbox', { name: /Security code/ });
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvc).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('textbox', { name: /Cardholder name/ })).toHaveAttribute('maxlength', '100');
  });

  it('offers the months 01 to 12 and this year to twenty years ahead, after a placeholder', () => {
    renderWithProviders(<CardFields labels={LABELS} inputs={inputs()} />);
    const months = within(screen.getByRole('combobox', { name: /Expiry month/ })).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toEqual(['Month', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(months.map((option) => (option as HTMLOptionElement).value).slice(0, 3)).toEqual(['', '1', '2']);
    const years = within(screen.getByRole('combobox', { name: /Expiry year/ })).getAllByRole('option');
    const thisYear = new Date().getFullYear();
    expect(years).toHaveLength(22);
    expect(years[0]).toHaveTextContent('Year');
    expect(years[1]).toHaveValue(String(thisYear));
    expect(years[21]).toHaveValue(String(thisYear + 20));
  });

  it('groups the typed card number by four before reporting it', async () => {
    const given = inputs();
    const { user } = renderWithProviders(<CardFields labels={LABELS} inputs={given} />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.type(number, '4242x42424242');
    expect(number).toHaveValue('4242 4242 4242');
    expect(given.number.onChange).toHaveBeenCalledTimes(13);
    expect(given.number.onChange.mock.lastCall?.[0].target.value).toBe('4242 4242 4242');
  });

  it('spreads the given props on each control', async () => {
    const given = inputs();
    const holderRef = createRef<HTMLInputElement>();
    const { user } = renderWithProviders(<CardFields labels={LABELS} inputs={{ ...given, holder: { ...given.holder, ref: holderRef } }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Expiry month/ }), '12');
    expect(given.expMonth.onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('combobox', { name: /Expiry month/ })).toHaveValue('12');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.tab();
    expect(given.cvc.onChange).toHaveBeenCalledTimes(3);
    expect(given.cvc.onBlur).toHaveBeenCalledOnce();
    expect(holderRef.current).toBe(screen.getByRole('textbox', { name: /Cardholder name/ }));
    expect(holderRef.current).toHaveAttribute('name', 'card.holder');
  });

  it('shows the error of each failed control only', () => {
    renderWithProviders(
      <CardFields labels={LABELS} inputs={inputs()} errors={{ number: 'Enter the card number', expYear: 'Choose the expiry year', cvc: undefined }} />,
    );
    const number = screen.getByRole('textbox', { name: /Card number/ });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(/Enter the card number/);
    expect(screen.getByRole('combobox', { name: /Expiry year/ })).toHaveAccessibleDescription(/Choose the expiry year/);
    expect(screen.getByRole('combobox', { name: /Expiry month/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Security code/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('has no serious or critical axe violations, in Arabic too', async () => {
    renderWithProviders(
      <main>
        <CardFields labels={LABELS} inputs={inputs()} errors={{ holder: 'Cardholder name is required' }} />
      </main>,
      { language: 'ar' },
    );
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
