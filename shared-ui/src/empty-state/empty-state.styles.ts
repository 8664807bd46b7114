import styled from 'styled-components';
import { color, font, radius, space } from '../tokens/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  padding-block: ${space[10]};
  padding-inline: ${space[4]};
  text-align: center;
`;

export const IconWrap = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: ${radius.full};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
`;

export const Title = styled.h2`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;

/* A div: descriptions may hold several paragraphs. */
export const Description = styled.div`
  max-inline-size: 28rem;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
