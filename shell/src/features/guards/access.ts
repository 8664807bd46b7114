import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { Access } from '../../routes/route-table';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'checking' }
  | { kind: 'redirect-login' }
  /** Signed out by the user, on the way to another page: this one just waits to be left. */
  | { kind: 'leaving' }
  | { kind: 'redirect-dashboard' }
  /** Signed in with a temporary password: nothing opens until it is replaced. */
  | { kind: 'redirect-password-change' }
  | { kind: 'denied'; requiredRoles: readonly Role[] };

interface Session {
  isAuthenticated: boolean;
  isLoading: boolean;
  role: Role | null;
  /** The session user still has the temporary password of an employee welcome e-mail. */
  mustChangePassword?: boolean;
  /** Just logged out, the navigation that follows still under way (`AuthState.leavingAfterLogout`). */
  leavingAfterLogout?: boolean;
}

/** Where a signed-out visitor of a protected route goes: to /login, unless they are leaving it anyway. */
const signedOutDecision = (session: Session): AccessDecision =>
  session.leavingAfterLogout ? { kind: 'leaving' } : { kind: 'redirect-login' };

/** Decides what a visitor gets on a route (docs/product/routes-and-screens.md, protected-route behaviour). */
export function decideAccess(access: Access, session: Session): AccessDecision {
  switch (access.kind) {
    case 'open':
      return { kind: 'allow' };
    case 'public-only':
      return session.isAuthenticated ? { kind: 'redirect-dashboard' } : { kind: 'allow' };
    case 'password-change':
      if (session.isLoading) return { kind: 'checking' };
      return session.isAuthenticated ? { kind: 'allow' } : signedOutDecision(session);
    case 'signed-in':
    case 'roles': {
      if (session.isLoading) return { kind: 'checking' };
      if (!session.isAuthenticated) return signedOutDecision(session);
      if (session.mustChangePassword) return { kind: 'redirect-password-change' };
      if (access.kind === 'signed-in') return { kind: 'allow' };
      return session.role && access.roles.includes(session.role)
        ? { kind: 'allow' }
        : { kind: 'denied', requiredRoles: access.roles };
    }
  }
}
