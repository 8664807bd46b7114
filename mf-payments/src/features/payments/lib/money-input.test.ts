import { toMinorUnits } from './money-input';

describe('toMinorUnits', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 0.99 ', 99],
    ['12,05', 1205],
    ['12.', 1200],
    ['١٢٫٥٠', 1250],
    ['۳۰', 3000],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(toMinorUnits(text)).toBe(minor);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.5.0', '.5'])('refuses %j', (text) => {
    expect(toMinorUnits(text)).toBeNull();
  });
});
