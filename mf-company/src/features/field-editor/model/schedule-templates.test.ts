import { emptyDraft } from './field-draft';
import { applyTemplate } from './schedule-templates';

const open = (rows: ReturnType<typeof applyTemplate>) => rows.filter((row) => row.isActive).map((row) => `${row.dayOfWeek} ${row.openTime}-${row.closeTime}`);

describe('schedule templates (docs/product/constants.md)', () => {
  it('business hours: Monday to Friday 09:00–17:00', () => {
    expect(open(applyTemplate(emptyDraft().schedules, 'business_hours'))).toEqual(['1 09:00-17:00', '2 09:00-17:00', '3 09:00-17:00', '4 09:00-17:00', '5 09:00-17:00']);
  });

  it('sports center: every day 06:00–22:00; weekend only: Saturday and Sunday 08:00–20:00, the rest closed', () => {
    expect(open(applyTemplate(emptyDraft().schedules, 'sports_center'))).toHaveLength(7);
    const weekend = applyTemplate(applyTemplate(emptyDraft().schedules, 'sports_center'), 'weekend_only');
    expect(open(weekend)).toEqual(['0 08:00-20:00', '6 08:00-20:00']);
  });

  it('keeps the slot length and breaks already chosen', () => {
    const rows = emptyDraft().schedules.map((row) => ({ ...row, slotDuration: '90', breakDuration: '15' }));
    expect(applyTemplate(rows, 'business_hours')[1]).toMatchObject({ slotDuration: '90', breakDuration: '15', isActive: true });
  });
});
