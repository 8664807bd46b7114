import styled from 'styled-components';
import { toneColors, type Tone } from '../internal/tones';
import { font, radius, space } from '../tokens/tokens';

export const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding-block: ${space[3]};
  padding-inline: ${space[4]};
  border: 1px solid ${({ $tone }) => toneColors[$tone].solid};
  border-inline-start-width: 4px;
  border-radius: ${radius.md};
  background: ${({ $tone }) => toneColors[$tone].subtle};
  color: ${({ $tone }) => toneColors[$tone].text};
  font-size: ${font.sizeSm};

  & > svg {
    margin-block-start: 0.1em;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Title = styled.p`
  font-weight: ${font.weightSemibold};
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-block-start: ${space[1]};
`;
