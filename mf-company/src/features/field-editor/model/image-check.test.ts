import { precheckImages } from './image-check';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('image pre-check (docs/product/validation.md)', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB, and says why others are refused', () => {
    const { accepted, rejected } = precheckImages(
      [file('a.jpg', 'image/jpeg'), file('b.gif', 'image/gif'), file('c.png', 'image/png', 5 * 1024 * 1024 + 1), file('d.webp', 'image/webp')],
      10,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'd.webp']);
    expect(rejected).toEqual([
      { name: 'b.gif', reason: { key: 'fields.messages.imageFormat' } },
      { name: 'c.png', reason: { key: 'fields.messages.imageTooLarge' } },
    ]);
  });

  it('keeps the field at 10 photos', () => {
    const { accepted, rejected } = precheckImages([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 1);
    expect(accepted).toHaveLength(1);
    expect(rejected).toEqual([{ name: 'b.jpg', reason: { key: 'fields.messages.tooManyImages' } }]);
  });
});
