import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { Access } from '../../routes/route-table';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'checking' }
  | { kind: 'redirect-login' }
  | { kind: 'redirect-dashboard' }
  | { kind: 'denied'; requiredRoles: readonly Role[] };

interface Session {
  isAuthenticated: boolean;
  isLoading: boolean;
  role: Role | null;
}

/** Decides what a visitor gets on a route (spec §2, protected-route behaviour). */
export function decideAccess(access: Access, session: Session): AccessDecision {
  switch (access.kind) {
    case 'open':
      return { kind: 'allow' };
    case 'public-only':
      return session.isAuthenticated ? { kind: 'redirect-dashboard' } : { kind: 'allow' };
    case 'signed-in':
    case 'roles': {
      if (session.isLoading) return { kind: 'checking' };
      if (!session.isAuthenticated) return { kind: 'redirect-login' };
      if (access.kind === 'signed-in') return { kind: 'allow' };
      return session.role && access.roles.includes(session.role)
        ? { kind: 'allow' }
        : { kind: 'denied', requiredRoles: access.roles };
    }
  }
}
