import styled from 'styled-components';
import { Tooltip } from 'radix-ui';
import { color, font, radius, space, zIndex } from '../tokens/tokens';

export const Content = styled(Tooltip.Content)`
  z-index: ${zIndex.tooltip};
  max-inline-size: min(18rem, calc(100vw - 1rem));
  padding-block: ${space[1]};
  padding-inline: ${space[2]};
  border-radius: ${radius.sm};
  background: ${color.secondary};
  color: ${color.onSecondary};
  font-size: ${font.sizeXs};
  line-height: ${font.lineHeightNormal};
`;

export const Arrow = styled(Tooltip.Arrow)`
  fill: ${color.secondary};
`;
