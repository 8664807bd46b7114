import { decideAccess } from './access';

const signedOut = { isAuthenticated: false, isLoading: false, role: null };
const loading = { isAuthenticated: false, isLoading: true, role: null };
const customer = { isAuthenticated: true, isLoading: false, role: 'CUSTOMER' as const };
const admin = { isAuthenticated: true, isLoading: false, role: 'SUPER_ADMIN' as const };

describe('decideAccess', () => {
  it('lets everyone open an open route, even while auth loads', () => {
    expect(decideAccess({ kind: 'open' }, loading)).toEqual({ kind: 'allow' });
    expect(decideAccess({ kind: 'open' }, signedOut)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from public-only routes to the dashboard', () => {
    expect(decideAccess({ kind: 'public-only' }, customer)).toEqual({ kind: 'redirect-dashboard' });
    expect(decideAccess({ kind: 'public-only' }, signedOut)).toEqual({ kind: 'allow' });
  });

  it('shows the checking state while authentication loads', () => {
    expect(decideAccess({ kind: 'signed-in' }, loading)).toEqual({ kind: 'checking' });
    expect(decideAccess({ kind: 'roles', roles: ['SUPER_ADMIN'] }, loading)).toEqual({ kind: 'checking' });
  });

  it('sends a signed-out visitor of a protected route to /login', () => {
    expect(decideAccess({ kind: 'signed-in' }, signedOut)).toEqual({ kind: 'redirect-login' });
    expect(decideAccess({ kind: 'roles', roles: ['SUPER_ADMIN'] }, signedOut)).toEqual({ kind: 'redirect-login' });
  });

  it('lets the page being left after a logout wait for the navigation instead of sending to /login', () => {
    const leaving = { ...signedOut, leavingAfterLogout: true };
    expect(decideAccess({ kind: 'signed-in' }, leaving)).toEqual({ kind: 'leaving' });
    expect(decideAccess({ kind: 'roles', roles: ['SUPER_ADMIN'] }, leaving)).toEqual({ kind: 'leaving' });
    expect(decideAccess({ kind: 'password-change' }, leaving)).toEqual({ kind: 'leaving' });
    expect(decideAccess({ kind: 'open' }, leaving)).toEqual({ kind: 'allow' });
  });

  it('denies a wrong role and names the required roles', () => {
    expect(decideAccess({ kind: 'roles', roles: ['SUPER_ADMIN'] }, customer)).toEqual({
      kind: 'denied',
      requiredRoles: ['SUPER_ADMIN'],
    });
    expect(decideAccess({ kind: 'roles', roles: ['SUPER_ADMIN'] }, admin)).toEqual({ kind: 'allow' });
  });

  it('keeps someone with a temporary password on the password change until they choose their own', () => {
    const temporary = { isAuthenticated: true, isLoading: false, role: 'EMPLOYEE' as const, mustChangePassword: true };
    expect(decideAccess({ kind: 'signed-in' }, temporary)).toEqual({ kind: 'redirect-password-change' });
    expect(decideAccess({ kind: 'roles', roles: ['EMPLOYEE'] }, temporary)).toEqual({ kind: 'redirect-password-change' });
    expect(decideAccess({ kind: 'password-change' }, temporary)).toEqual({ kind: 'allow' });
    expect(decideAccess({ kind: 'password-change' }, signedOut)).toEqual({ kind: 'redirect-login' });
    expect(decideAccess({ kind: 'roles', roles: ['EMPLOYEE'] }, { ...temporary, mustChangePassword: false })).toEqual({ kind: 'allow' });
  });
});
