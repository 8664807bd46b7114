import { useRef } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../../locales/namespace';
import { useCheckIn } from '../hooks/use-check-in';
import { CameraScanner } from './camera-scanner';
import { CheckInResult } from './check-in-result';
import { DeskLayout } from './check-in.styles';
import { CodeForm } from './code-form';

/** The check-in desk: the outcome on top (announced), the camera and the typed code side by side. */
export function CheckInDesk() {
  const { t } = useTranslation(NS);
  const { outcome, checking, scanned, typed, reset } = useCheckIn();
  const codeInput = useRef<HTMLInputElement>(null);
  const typedLast = useRef(false);

  return (
    <Stack gap={4}>
      <div role="status" aria-label={t('checkIn.result.region')} aria-busy={checking || undefined}>
        {checking && !outcome && t('checkIn.result.checking')}
        {outcome && (
          <CheckInResult
            outcome={outcome}
            onNext={() => {
              reset();
              if (typedLast.current) codeInput.current?.focus();
            }}
          />
        )}
      </div>
      <DeskLayout>
        <CameraScanner
          onCode={(text) => {
            if (scanned(text)) typedLast.current = false;
          }}
        />
        <CodeForm
          inputRef={codeInput}
          busy={checking}
          onSubmit={(code) => {
            typedLast.current = true;
            return typed(code);
          }}
        />
      </DeskLayout>
    </Stack>
  );
}
