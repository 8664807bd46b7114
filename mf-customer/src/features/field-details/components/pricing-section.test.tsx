import { screen, within } from '@testing-library/react';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { renderPage } from '../../../testing/render-page';
import { fieldFixture } from '../testing/field-fixture';
import { PricingSection } from './pricing-section';

const base = fieldFixture();
const [template] = base.pricingRules;
const rule = (overrides: Partial<PricingRule>): PricingRule => ({ ...template!, ...overrides });

const renderRules = (pricingRules: PricingRule[], language?: 'en' | 'fr') =>
  renderPage(<PricingSection {...base} pricingRules={pricingRules} />, { language });
// Intl separates French amounts with no-break spaces; compared here as plain spaces.
const items = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));

describe('PricingSection', () => {
  it('describes open-ended date ranges, time windows on a weekday, and rules without conditions', () => {
    renderRules([
      rule({ id: '00000000-0000-4000-8000-000000000301', name: 'Opening', priority: 30, dayOfWeek: null, startDate: '2025-09-01', priceMultiplier: 0.8 }),
      rule({ id: '00000000-0000-4000-8000-000000000302', name: 'Until spring', priority: 20, dayOfWeek: null, endDate: '2026-03-31', priceMultiplier: 1.1 }),
      rule({ id: '00000000-0000-4000-8000-000000000303', name: 'Friday nights', priority: 60, dayOfWeek: 5, startTime: '20:00', endTime: '24:00', priceMultiplier: 1.5 }),
      rule({ id: '00000000-0000-4000-8000-000000000304', name: 'Holiday', priority: 10, dayOfWeek: null, priceMultiplier: 2 }),
    ]);
    expect(items()).toEqual([
      'Friday nightsFridays · 20:00–24:00 · ×1.5$60.00 / hour',
      'OpeningFrom Sep 1, 2025 · ×0.8$32.00 / hour',
      'Until springUntil Mar 31, 2026 · ×1.1$44.00 / hour',
      'HolidayAt all times · ×2$80.00 / hour',
    ]);
  });

  it('says the price never changes when no rule is active', () => {
    renderRules([rule({ isActive: false })]);
    expect(screen.getByRole('region', { name: 'Pricing' })).toHaveTextContent('The same price at all times.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks French, with French dates and money', () => {
    renderRules([rule({ dayOfWeek: 6, startDate: '2025-06-01', endDate: '2025-08-31', priceMultiplier: 1.25 })], 'fr');
    expect(items()).toEqual(['WeekendLe samedi · Du 1 juin 2025 au 31 août 2025 · ×1,2550,00 $US / heure']);
  });
});
