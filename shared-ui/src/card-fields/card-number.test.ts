import { formatCardNumber, isCardExpired } from './card-number';

describe('formatCardNumber', () => {
  it('groups the digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('drops anything but digits and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});

describe('isCardExpired', () => {
  // 15 June 2026, local time.
  const now = new Date(2026, 5, 15);

  it('keeps a card valid until the end of its expiry month', () => {
    expect(isCardExpired({ expMonth: 6, expYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expMonth: 6, expYear: 2026 }, new Date(2026, 5, 30, 23, 59))).toBe(false);
    expect(isCardExpired({ expMonth: 7, expYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
  });

  it('says a card is expired once its month is over', () => {
    expect(isCardExpired({ expMonth: 5, expYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 6, expYear: 2026 }, new Date(2026, 6, 1))).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
  });

  it('compares with today by default', () => {
    const today = new Date();
    expect(isCardExpired({ expMonth: today.getMonth() + 1, expYear: today.getFullYear() })).toBe(false);
    expect(isCardExpired({ expMonth: 12, expYear: today.getFullYear() - 1 })).toBe(true);
  });
});
