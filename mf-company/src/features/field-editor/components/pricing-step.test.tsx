import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import type { FieldDraft } from '../model/field-draft';
import { validDraft } from '../testing/drafts';
import { PricingStep } from './pricing-step';

// A Wednesday: the preview shows Monday 13 January 2025.
const TODAY = new Date(2025, 0, 8);

function Harness() {
  const [draft, setDraft] = useState<FieldDraft>(validDraft({ basePricePerHour: '40' }));
  return <PricingStep draft={draft} update={(patch) => setDraft((current) => ({ ...current, ...patch }))} errorOf={() => undefined} today={TODAY} />;
}

const preview = () => screen.getByRole('region', { name: 'Price preview for the coming week' });
/** The cell of `time` in the column of `day` (by its header text). */
function cell(day: string, time: string) {
  const table = within(preview()).getByRole('table');
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const column = headers.findIndex((text) => text.startsWith(day));
  const row = within(table).getByRole('rowheader', { name: time }).closest('tr');
  return row?.children[column];
}

describe('Pricing step', () => {
  it('previews the week at the base price, slots from the schedule', () => {
    renderPage(<Harness />);
    expect(cell('Mon', '09:00')).toHaveTextContent('$40.00');
    expect(cell('Mon', '11:00')).toHaveTextContent('$40.00');
    expect(cell('Tue', '09:00')).toHaveTextContent('–');
    expect(within(preview()).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('adds a rule and shows which slots it prices, and at what price', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add pricing rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add pricing rule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Rule name/ }), 'Late morning');
    const multiplier = within(dialog).getByRole('spinbutton', { name: /Price multiplier/ });
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From' }), '10:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Until' }), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pricing rules' })).getByText('Late morning')).toBeInTheDocument();
    expect(cell('Mon', '09:00')).toHaveTextContent(/^\$40\.00$/);
    expect(cell('Mon', '10:00')).toHaveTextContent('$60.00Late morning');
    expect(cell('Mon', '11:00')).toHaveTextContent('$60.00Late morning');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(cell('Mon', '10:00')).toHaveTextContent('€60.00');
  });

  it('checks a rule before it joins the list', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add pricing rule' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Rule name/ }), 'Odd');
    const priority = within(dialog).getByRole('spinbutton', { name: /Priority/ });
    await user.clear(priority);
    await user.type(priority, '150');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From' }), '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(priority).toHaveAccessibleDescription(/Priority must be between 1 and 100/);
    expect(within(dialog).getByRole('combobox', { name: 'Until' })).toHaveAccessibleDescription(/Invalid time range/);
    expect(screen.queryByRole('list', { name: 'Pricing rules' })).not.toBeInTheDocument();
  });

  it('edits and removes a rule', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add pricing rule' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Rule name/ }), 'Flat');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save rule' }));
    await user.click(screen.getByRole('button', { name: 'Edit rule Flat' }));
    const name = within(screen.getByRole('dialog', { name: 'Edit pricing rule' })).getByRole('textbox', { name: /Rule name/ });
    await user.clear(name);
    await user.type(name, 'Flat rate');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(within(screen.getByRole('list', { name: 'Pricing rules' })).getByText('Flat rate')).toBeInTheDocument();
    expect(cell('Mon', '09:00')).toHaveTextContent('$40.00Flat rate');
    await user.click(screen.getByRole('button', { name: 'Remove rule Flat rate' }));
    expect(screen.queryByRole('list', { name: 'Pricing rules' })).not.toBeInTheDocument();
    expect(cell('Mon', '09:00')).toHaveTextContent(/^\$40\.00$/);
  });
});
