import { screen, waitFor, within } from '@testing-library/react';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { fail, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { setUpFakeApi } from '../testing/fake-api-setup';
import { aRule, FIELD_ID } from '../testing/field-fixtures';
import { renderScheduling, serveField } from '../testing/render-scheduling';

const api = setUpFakeApi();

const RULES = `fields/${FIELD_ID}/pricing-rules`;
const ruleList = () => screen.findByRole('list', { name: 'Pricing rules, highest priority first' });

describe('Pricing rules tab', { timeout: 15_000 }, () => {
  it('lists rules by priority, higher first and the older first on a tie, each described in words', async () => {
    serveField(api, {
      rules: [
        aRule({ name: 'Weekend', priority: 5, dayOfWeek: 6, priceMultiplier: 1.2 }),
        aRule({ name: 'Summer evenings', priority: 20, startTime: '18:00', endTime: '22:00', startDate: '2025-06-01', endDate: '2025-08-31', minDuration: 90 }),
        aRule({ name: 'Newer tie', priority: 5, createdAt: '2025-02-01T00:00:00.000Z' }),
        aRule({ name: 'Off season', priority: 1, priceMultiplier: 0.8, isActive: false, endDate: '2025-03-31' }),
      ],
    });
    renderScheduling(api, { tab: 'pricing' });
    const items = within(await ruleList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').firstChild?.textContent)).toEqual([
      'Summer evenings', 'Weekend', 'Newer tie', 'Off season',
    ]);
    expect(items[0]).toHaveTextContent('Priority 20');
    expect(items[0]).toHaveTextContent('Every day · 18:00–22:00 · Jun 1, 2025 to Aug 31, 2025 · Bookings of 90 min or more · Price ×1.5');
    expect(items[1]).toHaveTextContent('Saturday · All day · Price ×1.2');
    expect(items[3]).toHaveTextContent('Inactive');
    expect(items[3]).toHaveTextContent('Every day · All day · Until Mar 31, 2025 · Price ×0.8');
  });

  it("checks the rule with the contract's messages before sending it", async () => {
    serveField(api);
    const { user } = renderScheduling(api, { tab: 'pricing' });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a pricing rule' }));
    await user.clear(dialog.getByLabelText(/^Priority/));
    await user.type(dialog.getByLabelText(/^Priority/), '101');
    await user.clear(dialog.getByLabelText(/^Price multiplier/));
    await user.type(dialog.getByLabelText(/^Price multiplier/), '12');
    await user.type(dialog.getByLabelText('From time'), '18:00');
    await user.type(dialog.getByLabelText(/^Start date/), '2025-09-01');
    await user.type(dialog.getByLabelText(/^End date/), '2025-08-01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Priority must be between 1 and 100')).toBeInTheDocument();
    expect(dialog.getByText('Price multiplier must be between 0.1 and 10')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Priority/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`POST ${RULES}`)).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Name/), 'Late autumn');
    await user.clear(dialog.getByLabelText(/^Priority/));
    await user.type(dialog.getByLabelText(/^Priority/), '100');
    await user.clear(dialog.getByLabelText(/^Price multiplier/));
    await user.type(dialog.getByLabelText(/^Price multiplier/), '1.25');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Invalid time range')).toBeInTheDocument();
    expect(dialog.queryByText('Priority must be between 1 and 100')).not.toBeInTheDocument();
    expect(api.calls(`POST ${RULES}`)).toHaveLength(0);
  });

  it('creates a rule for one weekday and window, then shows it', async () => {
    const state = serveField(api);
    api.on(`POST ${RULES}`, ({ body }) => {
      const rule: PricingRule = { ...aRule(), ...(body as Omit<PricingRule, 'id' | 'createdAt'>) };
      state.rules.push(rule);
      return { status: 201, body: { success: true, data: rule } };
    });
    const { user } = renderScheduling(api, { tab: 'pricing' });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Name/), 'Friday nights');
    await user.clear(dialog.getByLabelText(/^Price multiplier/));
    await user.type(dialog.getByLabelText(/^Price multiplier/), '1.75');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), 'Friday');
    await user.type(dialog.getByLabelText('From time'), '19:00');
    await user.type(dialog.getByLabelText('To time'), '23:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST ${RULES}`)[0]?.body).toEqual({
      name: 'Friday nights', priceMultiplier: 1.75, priority: 10, startTime: '19:00', endTime: '23:00', dayOfWeek: 5,
      minDuration: null, startDate: null, endDate: null, isActive: true,
    });
    expect(await screen.findByText('Friday · 19:00–23:00 · Price ×1.75')).toBeInTheDocument();
  });

  it("toasts 'Failed to save the pricing rule' when the server fails, keeping the dialog open", async () => {
    const rule = aRule({ name: 'Peak' });
    serveField(api, { rules: [rule] });
    api.on(`PUT ${RULES}/${rule.id}`, fail(500, 'Boom', 'SERVER_ERROR'));
    const { user } = renderScheduling(api, { tab: 'pricing' });
    await user.click(await screen.findByRole('button', { name: 'Edit Peak' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit pricing rule' }));
    expect(dialog.getByLabelText(/^Name/)).toHaveValue('Peak');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the pricing rule')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("deletes after confirmation, and toasts 'Failed to delete the pricing rule' when that fails", async () => {
    const rule = aRule({ name: 'Peak' });
    const state = serveField(api, { rules: [rule] });
    let refuse = true;
    api.on(`DELETE ${RULES}/${rule.id}`, () => {
      if (refuse) return fail(404, 'Pricing rule not found', 'NOT_FOUND');
      state.rules = [];
      return ok(null);
    });
    const { user } = renderScheduling(api, { tab: 'pricing' });
    await user.click(await screen.findByRole('button', { name: 'Delete Peak' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete “Peak”?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the pricing rule: Pricing rule not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    refuse = false;
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No pricing rules yet' })).toBeInTheDocument();
  });
});
