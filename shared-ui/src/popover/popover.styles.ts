import styled from 'styled-components';
import { Popover } from 'radix-ui';
import { floatingSurface } from '../internal/floating.styles';

export const Content = styled(Popover.Content)<{ $width?: string; $maxHeight?: string }>`
  ${floatingSurface}
  display: flex;
  flex-direction: column;
  inline-size: ${({ $width }) => ($width ? `min(${$width}, calc(100vw - 1rem))` : 'auto')};
  max-block-size: ${({ $maxHeight }) => $maxHeight ?? 'var(--radix-popover-content-available-height)'};
  overflow-y: auto;
`;
