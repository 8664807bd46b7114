/** Why the camera does not scan: refused by the user or the browser, or not usable on this device. */
export type CameraProblem = 'denied' | 'unsupported' | 'noCamera' | 'busy' | 'failed';

/** The getUserMedia failure (a DOMException, by name) as what the staff member can do about it. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The browser can reach a camera at all (it needs a secure context and the media devices API). */
export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
