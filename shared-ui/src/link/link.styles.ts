import styled from 'styled-components';
import { color, font, space } from '../tokens/tokens';

export const StyledLink = styled.a<{ $tone: 'primary' | 'inherit' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${({ $tone }) => ($tone === 'primary' ? color.primaryText : 'inherit')};
  font-weight: ${font.weightMedium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  border-radius: 2px;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;
