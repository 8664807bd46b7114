import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from '@pitchside/shared-ui/router';

let navigateRef: NavigateFunction | null = null;

/** Lets code outside React (the store's session-expiry listener) navigate with the app's router. */
export function navigateOutsideReact(to: string): void {
  if (navigateRef) void navigateRef(to, { replace: true });
  else window.location.assign(to);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef = navigate;
    return () => {
      navigateRef = null;
    };
  }, [navigate]);
  return null;
}
