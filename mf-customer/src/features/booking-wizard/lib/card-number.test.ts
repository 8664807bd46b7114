import { formatCardNumber } from './card-number';

describe('formatCardNumber', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});
