import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { QrCodeIcon } from '@pitchside/shared-ui/icons';
import { Spinner } from '@pitchside/shared-ui/spinner';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../../locales/namespace';
import { useCameraScanner } from '../hooks/use-camera-scanner';
import { CameraStatus, Viewport, ViewportMessage } from './check-in.styles';

/** Problems after which starting again may help (permission given, camera plugged in or freed meanwhile). */
const RETRYABLE = new Set(['denied', 'noCamera', 'busy', 'failed']);

/** The camera scanner: start, the browser's permission prompt, scanning with a Stop button, or why not. */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation(NS);
  const { videoRef, state, start, stop } = useCameraScanner(onCode);
  const titleId = useId();
  const on = state.kind === 'asking' || state.kind === 'scanning';

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <CardHeader title={t('checkIn.camera.title')} titleId={titleId} />
        <Viewport>
          {/* The video stays mounted so the decoder always has an element to draw from. */}
          <video ref={videoRef} muted playsInline aria-label={t('checkIn.camera.video')} />
          {state.kind !== 'scanning' && (
            <ViewportMessage>
              {state.kind === 'asking' ? <Spinner size="lg" decorative /> : <QrCodeIcon size={48} aria-hidden="true" />}
            </ViewportMessage>
          )}
        </Viewport>
        <CameraStatus role="status">
          {state.kind === 'asking' && t('checkIn.camera.asking')}
          {state.kind === 'scanning' && t('checkIn.camera.scanning')}
          {state.kind === 'off' && t('checkIn.camera.idle')}
        </CameraStatus>
        {state.kind === 'problem' && (
          <Alert tone={state.problem === 'denied' ? 'warning' : 'error'} title={t(`checkIn.camera.${state.problem}Title`)}>
            {t(`checkIn.camera.${state.problem}`)}
          </Alert>
        )}
        {on ? (
          <Button variant="outline" onClick={stop}>
            {t('checkIn.camera.stop')}
          </Button>
        ) : (
          state.kind !== 'problem' || RETRYABLE.has(state.problem) ? (
            <Button startIcon={<QrCodeIcon size={18} />} onClick={start}>
              {t(state.kind === 'problem' ? 'checkIn.camera.retry' : 'checkIn.camera.start')}
            </Button>
          ) : null
        )}
      </Stack>
    </Card>
  );
}
