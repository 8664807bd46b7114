// @vitest-environment jsdom
import { STORAGE_KEYS } from './storage.js';
import { makeToken } from './testing/tokens.js';
import {
  clearSession,
  decodeAccessToken,
  getAccessToken,
  getStoredUser,
  isTokenExpired,
  setAccessToken,
  setStoredUser,
} from './token-storage.js';

const user = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'CUSTOMER' as const,
  firstName: 'Ana',
  lastName: 'Diaz',
  emailVerified: true,
};

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('uses the product-prefixed keys and never a refresh token key', () => {
    setAccessToken('tok');
    setStoredUser(user);
    expect(localStorage.getItem('pitchside_access_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('pitchside_user') ?? 'null')).toEqual(user);
    expect(Object.keys(localStorage).some((k) => k.includes('refresh'))).toBe(false);
  });

  it('round-trips the access token and the user', () => {
    expect(getAccessToken()).toBeNull();
    setAccessToken('tok');
    setStoredUser(user);
    expect(getAccessToken()).toBe('tok');
    expect(getStoredUser()).toEqual(user);
  });

  it('drops a stored user that is not JSON', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('drops a stored user that does not match the contract', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, role: 'HACKER' }));
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clearSession removes token and user only', () => {
    setAccessToken('tok');
    setStoredUser(user);
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('is safe when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(() => setAccessToken('tok')).not.toThrow();
    expect(() => clearSession()).not.toThrow();
    spy.mockRestore();
    setSpy.mockRestore();
  });
});

describe('decodeAccessToken', () => {
  it('reads role, permissions, exp, sub and tenant', () => {
    const token = makeToken({ sub: 'u1', role: 'EMPLOYEE', permissions: ['SCAN_QR_CODES'], exp: 123, tenantId: 't' });
    expect(decodeAccessToken(token)).toEqual({
      sub: 'u1',
      role: 'EMPLOYEE',
      permissions: ['SCAN_QR_CODES'],
      exp: 123,
      tenantId: 't',
    });
  });

  it('keeps what it can from loose claims: unknown role and permissions are dropped', () => {
    const token = makeToken({ role: 'ROOT', permissions: ['MANAGE_FIELDS', 'FLY'], exp: 'soon' });
    expect(decodeAccessToken(token)).toEqual({ permissions: ['MANAGE_FIELDS'] });
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeAccessToken(makeToken({ sub: 'Zoé', role: 'CUSTOMER' }))?.sub).toBe('Zoé');
  });

  it.each([null, undefined, '', 'abc', 'a.%%%.c', `a.${btoa('[1,2]')}.c`, `a.${btoa('not json')}.c`])(
    'returns null for %s',
    (token) => {
      expect(decodeAccessToken(token)).toBeNull();
    },
  );
});

describe('isTokenExpired (docs/product/validation.md)', () => {
  const now = 1_700_000_000_000;
  it('is expired without exp', () => expect(isTokenExpired(makeToken({ role: 'CUSTOMER' }), now)).toBe(true));
  it('is expired for garbage', () => expect(isTokenExpired('garbage', now)).toBe(true));
  it('is expired when exp is earlier than now', () =>
    expect(isTokenExpired(makeToken({ exp: now / 1000 - 1 }), now)).toBe(true));
  it('is valid when exp is now or later', () => {
    expect(isTokenExpired(makeToken({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenExpired(makeToken({ exp: now / 1000 + 60 }), now)).toBe(false);
  });
});
