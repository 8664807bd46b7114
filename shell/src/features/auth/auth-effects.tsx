import { lazy, Suspense, useState } from 'react';
import { formatRelative } from '@pitchside/shared-ui/format';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useGetVerificationStatusQuery } from '@pitchside/shared-api/client/auth-api';
import { selectCurrentUser, selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { restrictionDismissed, selectVerification } from '@pitchside/shared-api/client/verification-slice';
import { useResendVerification } from './use-resend-verification';
import { useSessionBootstrap } from './use-session-bootstrap';
import { bannerKind, dialogType, type BannerKind, type VerificationDialogType } from './verification-state';

// The banner and the dialog (with the dialog primitives under it, and the texts of both) load only when
// they have something to say: a verified user's pages carry none of them.
const VerificationBanner = lazy(() => import('./verification-banner').then((module) => ({ default: module.VerificationBanner })));
const VerificationDialog = lazy(() => import('./verification-dialog').then((module) => ({ default: module.VerificationDialog })));

function timeLeft(endsAt: string | null | undefined, language: string, now: number): string | null {
  if (!endsAt) return null;
  const hours = Math.max(1, Math.round((Date.parse(endsAt) - now) / 3_600_000));
  return hours < 48 ? formatRelative(hours, 'hour', language) : formatRelative(Math.round(hours / 24), 'day', language);
}

/**
 * The shell's auth side effects, mounted once inside the providers: the session bootstrap, and the
 * e-mail verification banner and dialog (docs/product/states.md), driven by the verification slice.
 */
export function AuthEffects() {
  const { i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  useSessionBootstrap();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const { needsVerification, restriction } = useAppSelector(selectVerification);
  const { data: status } = useGetVerificationStatusQuery(undefined, { skip: !signedIn || !needsVerification });
  const resend = useResendVerification();
  const [requested, setRequested] = useState<VerificationDialogType | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const now = Date.now();

  const kind: BannerKind = bannerKind({
    signedIn, needsVerification, restriction, now, isInGracePeriod: status?.isInGracePeriod, gracePeriodEndsAt: status?.gracePeriodEndsAt,
  });
  const type = signedIn ? dialogType(restriction, requested) : null;
  const shownKind: BannerKind = kind === 'reminder' && dismissed ? 'none' : kind;

  return (
    <>
      {shownKind !== 'none' && (
        <Suspense fallback={null}>
          <VerificationBanner
            kind={shownKind}
            email={user?.email ?? ''}
            timeLeft={timeLeft(status?.gracePeriodEndsAt, i18n.language, now)}
            resend={resend}
            onOpenDialog={() => setRequested(kind === 'restricted' ? 'grace-expired' : 'reminder')}
            onDismiss={() => setDismissed(true)}
          />
        </Suspense>
      )}
      {type !== null && (
        <Suspense fallback={null}>
          <VerificationDialog
            type={type}
            email={user?.email ?? ''}
            resend={resend}
            onClose={() => {
              setRequested(null);
              if (restriction) dispatch(restrictionDismissed());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
