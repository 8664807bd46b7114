import { normalizeProfileImageUrl, withNormalizedProfileImage } from './profile-image.js';

describe('normalizeProfileImageUrl (docs/product/entities.md)', () => {
  it.each([
    ['http://localhost:3000/uploads/profiles/a.jpg', '/api/v1/files/serve/profiles/a.jpg'],
    ['http://127.0.0.1:5001/uploads/a.png', '/api/v1/files/serve/a.png'],
    ['https://localhost/uploads/x/y.webp?v=2', '/api/v1/files/serve/x/y.webp?v=2'],
    ['http://localhost:8080/avatars/a.jpg', '/api/v1/files/serve/avatars/a.jpg'],
    ['http://localhost:3000/api/v1/files/serve/a.jpg', '/api/v1/files/serve/a.jpg'],
    ['/uploads/profiles/a.jpg', '/api/v1/files/serve/profiles/a.jpg'],
    ['uploads/a.jpg', '/api/v1/files/serve/a.jpg'],
  ])('rewrites %s', (input, expected) => {
    expect(normalizeProfileImageUrl(input)).toBe(expected);
  });

  it.each([
    'https://cdn.example.com/uploads/a.jpg',
    'https://storage.example.com/bucket/a.jpg',
    '/api/v1/files/serve/a.jpg',
    'data:image/png;base64,AAAA',
    'http://localhost.example.com/uploads/a.jpg',
  ])('leaves %s unchanged', (url) => {
    expect(normalizeProfileImageUrl(url)).toBe(url);
  });

  it('passes empty values through', () => {
    expect(normalizeProfileImageUrl(null)).toBeNull();
    expect(normalizeProfileImageUrl(undefined)).toBeUndefined();
    expect(normalizeProfileImageUrl('')).toBe('');
  });

  it('normalises a user without changing other fields', () => {
    const user = { id: '1', profileImage: '/uploads/a.jpg' };
    expect(withNormalizedProfileImage(user)).toEqual({ id: '1', profileImage: '/api/v1/files/serve/a.jpg' });
    expect(user.profileImage).toBe('/uploads/a.jpg');
  });
});
