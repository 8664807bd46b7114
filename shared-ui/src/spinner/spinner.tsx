import { useTranslation } from 'react-i18next';
import { Ring, type SpinnerSize } from './spinner.styles';

export type { SpinnerSize };

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible text; defaults to the translated "Loading…". */
  label?: string;
  /** Hides it from assistive technology when the surrounding element already says it is busy. */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring in `currentColor`; a `status` with a label unless decorative. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  if (decorative) return <Ring aria-hidden="true" $size={size} className={className} />;
  return <Ring role="status" aria-label={label ?? t('loading')} $size={size} className={className} />;
}
