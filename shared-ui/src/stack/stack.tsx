import type { ComponentPropsWithRef, CSSProperties } from 'react';
import type { SpaceKey } from '../tokens/tokens';
import { StyledStack } from './stack.styles';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** `row` follows the reading direction (mirrors in RTL). Default `column`. */
  direction?: 'row' | 'column';
  /** Gap from the spacing scale (default 4 = 1rem). */
  gap?: SpaceKey;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** Semantic element; lists lose their bullets and padding. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'main' | 'form' | 'fieldset';
}

/** One-dimensional layout with token gaps (flexbox). */
export function Stack({ direction = 'column', gap = 4, align, justify, wrap = false, as, ...rest }: StackProps) {
  return <StyledStack as={as} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
