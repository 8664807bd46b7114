import { promoRefusalKey } from './promo-refusal';

const error = (code: string, details?: unknown) => ({ status: 422, code, message: 'English text', details });

describe('promoRefusalKey', () => {
  it('names the text of each refusal from its code and details', () => {
    expect(promoRefusalKey(error('PROMO_NOT_FOUND'))).toEqual({ key: 'booking.promo.errors.notFound' });
    expect(promoRefusalKey(error('PROMO_EXPIRED', { reason: 'ended' }))).toEqual({ key: 'booking.promo.errors.expired' });
    expect(promoRefusalKey(error('PROMO_EXPIRED', { reason: 'not_started' }))).toEqual({ key: 'booking.promo.errors.notYetValid' });
    expect(promoRefusalKey(error('PROMO_MIN_HOURS', { minHours: 3 }))).toEqual({ key: 'booking.promo.errors.minHours', values: { count: 3 } });
    expect(promoRefusalKey(error('PROMO_USED_UP', { limit: 'total' }))).toEqual({ key: 'booking.promo.errors.usedUp' });
    expect(promoRefusalKey(error('PROMO_USED_UP', { limit: 'customer' }))).toEqual({ key: 'booking.promo.errors.usedUpByCustomer' });
    expect(promoRefusalKey(error('PROMO_NOT_FOR_FIELD'))).toEqual({ key: 'booking.promo.errors.notForField' });
    expect(promoRefusalKey(error('HOLD_EXPIRED'))).toBeUndefined();
  });
});
