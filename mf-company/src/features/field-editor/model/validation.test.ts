import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import en from '../../../locales/sections/fields/en.json';
import { validDraft } from '../testing/drafts';
import { emptyRule } from './field-draft';
import { stepOfPath, validateAll, validateRule, validateStep } from './validation';

const keyOf = (ref: unknown) => (ref as { key: string }).key;

describe('field form rules (docs/product/validation.md)', () => {
  it('accepts a complete draft', () => {
    expect(validateAll(validDraft())).toEqual({});
  });

  it('asks for the name and sport on the first step', () => {
    const errors = validateStep('basics', validDraft({ name: '  ', sportType: '' }));
    expect(keyOf(errors.name)).toBe('fields.messages.nameRequired');
    expect(keyOf(errors.sportType)).toBe('editor.errors.sportRequired');
  });

  it.each([
    ['91', '0', 'latitude'],
    ['-90.5', '0', 'latitude'],
    ['0', '180.01', 'longitude'],
    ['0', '-181', 'longitude'],
  ])('refuses latitude %s / longitude %s', (latitude, longitude, wrong) => {
    const errors = validateStep('location', validDraft({ latitude, longitude }));
    expect(Object.keys(errors)).toEqual([wrong]);
    expect(keyOf(errors[wrong])).toBe(`fields.messages.${wrong}`);
  });

  it('accepts the ends of the coordinate ranges and wants coordinates set', () => {
    expect(validateStep('location', validDraft({ latitude: '-90', longitude: '180' }))).toEqual({});
    expect(keyOf(validateStep('location', validDraft({ latitude: '' })).latitude)).toBe('editor.errors.coordinatesRequired');
  });

  it('wants a capacity of at least 1 and no more minimum than maximum players', () => {
    const errors = validateStep('details', validDraft({ capacity: '0', minPlayers: '10', maxPlayers: '4' }));
    expect(keyOf(errors.capacity)).toBe('fields.messages.capacity');
    expect(keyOf(errors.minPlayers)).toBe('fields.messages.players');
  });

  it('wants at least one operating day, and hours in which a slot fits', () => {
    const closed = validDraft();
    closed.schedules = closed.schedules.map((row) => ({ ...row, isActive: false }));
    expect(keyOf(validateStep('schedule', closed).schedules)).toBe('fields.messages.operatingDay');

    const tight = validDraft();
    tight.schedules = tight.schedules.map((row) => (row.dayOfWeek === 1 ? { ...row, openTime: '11:30', closeTime: '12:00' } : row));
    expect(keyOf(validateStep('schedule', tight)['schedules.1.closeTime'])).toBe('fields.messages.timeRange');
  });

  it('lets a day close at midnight (24:00)', () => {
    const late = validDraft();
    late.schedules = late.schedules.map((row) => (row.dayOfWeek === 5 ? { ...row, isActive: true, openTime: '18:00', closeTime: '24:00' } : row));
    expect(validateStep('schedule', late)).toEqual({});
  });

  it('wants a price per hour in major units with at most two decimals', () => {
    expect(keyOf(validateStep('pricing', validDraft({ basePricePerHour: '' })).basePricePerHour)).toBe('fields.messages.price');
    expect(keyOf(validateStep('pricing', validDraft({ basePricePerHour: '12.345' })).basePricePerHour)).toBe('fields.messages.price');
    expect(validateStep('pricing', validDraft({ basePricePerHour: '40.50' }))).toEqual({});
  });

  it('checks each pricing rule: priority 1-100, multiplier, both ends of a time window, date order', () => {
    const rule = { ...emptyRule(), name: 'Peak', priority: '101', priceMultiplier: '0', startTime: '18:00', startDate: '2025-02-01', endDate: '2025-01-01' };
    const errors = validateRule(rule);
    expect(Object.fromEntries(Object.entries(errors).map(([name, ref]) => [name, keyOf(ref)]))).toEqual({
      priority: 'fields.messages.priority',
      priceMultiplier: 'fields.messages.multiplier',
      endTime: 'fields.messages.timeRange',
      endDate: 'fields.messages.dateRange',
    });
    const draft = validDraft({ pricingRules: [rule] });
    expect(Object.keys(validateStep('pricing', draft))).toContain('pricingRules.0.priority');
  });

  it('wants at least one image', () => {
    expect(keyOf(validateStep('images', validDraft({ images: [] })).images)).toBe('fields.messages.imageRequired');
  });

  it('knows which step holds a path', () => {
    expect(stepOfPath('schedules.1.closeTime')).toBe('schedule');
    expect(stepOfPath('pricingRules.0.priority')).toBe('pricing');
    expect(stepOfPath('latitude')).toBe('location');
    expect(stepOfPath('unknown')).toBeUndefined();
  });

  it('shows the contract texts in English, word for word', () => {
    for (const [key, text] of Object.entries(FIELD_MESSAGES)) {
      const english = (en.fields.messages as Record<string, string>)[key];
      expect(english, key).toBe(typeof text === 'function' ? text('{{day}}') : text);
    }
  });
});
