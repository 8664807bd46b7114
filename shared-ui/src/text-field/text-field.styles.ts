import styled from 'styled-components';
import { controlBase, type ControlStyleProps } from '../internal/control.styles';
import { color, layout, radius, space } from '../tokens/tokens';

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<ControlStyleProps & { $hasStart: boolean; $hasEnd: boolean }>`
  ${controlBase}
  padding-inline-start: ${({ $hasStart }) => ($hasStart ? space[10] : space[3])};
  padding-inline-end: ${({ $hasEnd }) => ($hasEnd ? space[12] : space[3])};
`;

export const StartAdornment = styled.span`
  position: absolute;
  inset-inline-start: ${space[3]};
  display: inline-flex;
  color: ${color.textMuted};
  pointer-events: none;
`;

export const RevealButton = styled.button`
  position: absolute;
  inset-inline-end: ${space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${layout.controlSm};
  block-size: ${layout.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  &:hover {
    color: ${color.text};
    background: ${color.surfaceHover};
  }
`;
