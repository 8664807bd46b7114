import styled from 'styled-components';
import type { CSSProperties } from 'react';
import { space, type SpaceKey } from '../tokens/tokens';

export interface StackStyleProps {
  $direction: 'row' | 'column';
  $gap: SpaceKey;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

export const StyledStack = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap }) => space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;
