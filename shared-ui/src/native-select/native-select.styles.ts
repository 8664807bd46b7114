import styled from 'styled-components';
import { controlBase, type ControlStyleProps } from '../internal/control.styles';
import { color, space } from '../tokens/tokens';

export const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledSelect = styled.select<ControlStyleProps>`
  ${controlBase}
  appearance: none;
  padding-inline-end: ${space[10]};
  cursor: pointer;
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${space[3]};
  display: inline-flex;
  color: ${color.textMuted};
  pointer-events: none;
`;
