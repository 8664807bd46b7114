import { emptyRule } from './field-draft';
import { validDraft } from '../testing/drafts';
import { slotStarts, weekPreview } from './week-preview';

const SUNDAY_FIRST = [0, 1, 2, 3, 4, 5, 6];
// A Wednesday: the preview's Monday is 2025-01-13.
const TODAY = new Date(2025, 0, 8);

describe('slot start times', () => {
  it('steps by slot plus break until a slot no longer fits', () => {
    const row = { dayOfWeek: 1, isActive: true, openTime: '09:00', closeTime: '12:00', slotDuration: '50', breakDuration: '10' };
    expect(slotStarts(row)).toEqual(['09:00', '10:00', '11:00']);
    expect(slotStarts({ ...row, closeTime: '11:45' })).toEqual(['09:00', '10:00']);
    expect(slotStarts({ ...row, isActive: false })).toEqual([]);
  });
});

describe('the week preview', () => {
  it('prices every slot at the base price without rules', () => {
    const preview = weekPreview(validDraft(), SUNDAY_FIRST, TODAY);
    expect(preview.times).toEqual(['09:00', '10:00', '11:00']);
    const monday = preview.days[1];
    expect(monday?.date).toBe('2025-01-13');
    expect([...(monday?.cells.values() ?? [])].map((cell) => cell.price)).toEqual([4000, 4000, 4000]);
    expect(preview.days[0]?.cells.size).toBe(0);
  });

  it('applies the highest-priority matching rule to its window only', () => {
    const peak = { ...emptyRule(), name: 'Peak', priceMultiplier: '1.5', priority: '10', startTime: '10:00', endTime: '12:00' };
    const monday = { ...emptyRule(), name: 'Monday deal', priceMultiplier: '0.5', priority: '5', dayOfWeek: '1' };
    const preview = weekPreview(validDraft({ pricingRules: [monday, peak] }), SUNDAY_FIRST, TODAY);
    const cells = preview.days[1]?.cells;
    expect(cells?.get('09:00')).toMatchObject({ price: 2000, rule: { name: 'Monday deal' } });
    expect(cells?.get('10:00')).toMatchObject({ price: 6000, rule: { name: 'Peak' } });
  });

  it('leaves out a rule that is not valid yet, and rules outside their dates', () => {
    const broken = { ...emptyRule(), name: '', priceMultiplier: '3' };
    const later = { ...emptyRule(), name: 'Summer', priceMultiplier: '2', startDate: '2025-06-01' };
    const cell = weekPreview(validDraft({ pricingRules: [broken, later] }), SUNDAY_FIRST, TODAY).days[1]?.cells.get('09:00');
    expect(cell).toEqual({ price: 4000, rule: undefined });
  });

  it('follows the given weekday order', () => {
    const preview = weekPreview(validDraft(), [1, 2, 3, 4, 5, 6, 0], TODAY);
    expect(preview.days.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});
