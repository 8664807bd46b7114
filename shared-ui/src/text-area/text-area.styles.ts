import styled from 'styled-components';
import { controlBase, type ControlStyleProps } from '../internal/control.styles';

export const StyledTextArea = styled.textarea<ControlStyleProps>`
  ${controlBase}
  min-block-size: 6rem;
  resize: vertical;
`;
