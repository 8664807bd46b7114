import { formatCardNumber } from './card-number';

describe('formatCardNumber', () => {
  it('groups the digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
  });

  it('drops anything but digits and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});
