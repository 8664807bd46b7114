/** Where to go after signing in when no origin was remembered. */
export const DEFAULT_DESTINATION = '/dashboard';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Where a visitor came from before being sent to /login: the shell's guard keeps it in
 * `location.state.from` (remotes cannot import the shell, so this tiny read is repeated here).
 * Only same-site paths are accepted, so a crafted state can never send the user elsewhere.
 */
export function originFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  const path = `${text(pathname)}${text(search)}${text(hash)}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}
