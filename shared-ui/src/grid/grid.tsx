import type { ComponentPropsWithRef } from 'react';
import type { SpaceKey } from '../tokens/tokens';
import { StyledGrid } from './grid.styles';

export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** Columns on desktop (≥ 1024); at most 2 on tablets, 1 on phones. */
  columns?: number;
  /** Fluid alternative: as many columns as fit, each at least this wide (e.g. `"16rem"`). */
  minItemWidth?: string;
  /** Gap from the spacing scale (default 4). */
  gap?: SpaceKey;
  as?: 'div' | 'section' | 'ul' | 'ol';
}

/** Responsive two-dimensional layout (cards, stats, forms); one column at 375 px. */
export function Grid({ columns, minItemWidth, gap = 4, as, ...rest }: GridProps) {
  return <StyledGrid as={as} $columns={columns} $minItemWidth={minItemWidth} $gap={gap} {...rest} />;
}
