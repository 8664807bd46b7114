import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, Group, type SkeletonShape } from './skeleton.styles';

export type { SkeletonShape };

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS sizes; defaults depend on the shape. */
  width?: string;
  height?: string;
  className?: string;
}

/** A placeholder block (hidden from assistive technology); wrap a set in `SkeletonGroup`. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return <Block aria-hidden="true" $shape={shape} $width={width} $height={height} className={className} />;
}

export interface SkeletonGroupProps {
  /** What is loading (e.g. "Loading bookings"); defaults to the translated "Loading…". */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** The loading region around skeletons: `role="status"`, `aria-busy`, a label. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { t } = useTranslation('ui');
  return (
    <Group role="status" aria-busy="true" aria-label={label ?? t('loading')} className={className}>
      {children}
    </Group>
  );
}
