import { fieldArea } from './field-dimensions';

describe('fieldArea', () => {
  it('multiplies length by width without floating-point noise', () => {
    expect(fieldArea(105, 68)).toBe(7140);
    expect(fieldArea(40.1, 20.3)).toBe(814.03);
  });

  it('is unknown when a dimension is missing', () => {
    expect(fieldArea(null, 20)).toBeNull();
    expect(fieldArea(40, null)).toBeNull();
  });
});
