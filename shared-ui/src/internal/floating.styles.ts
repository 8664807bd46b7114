import { css } from 'styled-components';
import { color, radius, shadow, space, zIndex } from '../tokens/tokens';

/** Surface of floating panels: menus, popovers. */
export const floatingSurface = css`
  z-index: ${zIndex.popover};
  min-inline-size: 12rem;
  max-inline-size: calc(100vw - 1rem);
  padding: ${space[1]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};

  &:focus-visible {
    outline: none;
  }
`;
