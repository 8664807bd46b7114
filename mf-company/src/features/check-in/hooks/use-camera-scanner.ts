import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, cameraSupported, type CameraProblem } from '../lib/camera-errors';

export type CameraState = { kind: 'off' } | { kind: 'asking' } | { kind: 'scanning' } | { kind: 'problem'; problem: CameraProblem };

/** The back camera where there is one; any camera otherwise (an exact constraint would fail on laptops). */
const CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/**
 * The camera as a QR code reader: `start` asks for the camera, then loads the decoder (its own chunk,
 * fetched only now) and reports every code it reads through `onCode`; `stop` releases the camera.
 * A start overtaken by a stop or an unmount releases what it obtained.
 */
export function useCameraScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'off' });
  const release = useRef<(() => void) | null>(null);
  const attempt = useRef(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const halt = useCallback(() => {
    attempt.current += 1;
    release.current?.();
    release.current = null;
  }, []);

  const stop = useCallback(() => {
    halt();
    setState({ kind: 'off' });
  }, [halt]);

  const start = useCallback(async () => {
    halt();
    const current = attempt.current;
    if (!cameraSupported()) {
      setState({ kind: 'problem', problem: 'unsupported' });
      return;
    }
    setState({ kind: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    } catch (error) {
      if (current === attempt.current) setState({ kind: 'problem', problem: cameraProblemOf(error) });
      return;
    }
    const endStream = () => stream.getTracks().forEach((track) => track.stop());
    if (current !== attempt.current) {
      endStream();
      return;
    }
    release.current = endStream;
    try {
      const { BrowserQRCodeReader } = await import(/* webpackChunkName: "qr-reader" */ '@zxing/browser');
      const video = videoRef.current;
      if (current !== attempt.current) return;
      if (!video) throw new Error('No video element to scan from');
      const controls = await new BrowserQRCodeReader().decodeFromStream(stream, video, (result) => {
        if (result) onCodeRef.current(result.getText());
      });
      if (current !== attempt.current) {
        controls.stop();
        return;
      }
      release.current = () => {
        controls.stop();
        endStream();
      };
      setState({ kind: 'scanning' });
    } catch {
      if (current !== attempt.current) return;
      halt();
      setState({ kind: 'problem', problem: 'failed' });
    }
  }, [halt]);

  useEffect(() => halt, [halt]);

  return { videoRef, state, start: () => void start(), stop };
}
