import styled from 'styled-components';
import { color, font, space } from '../tokens/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

export const RequiredMark = styled.span`
  color: ${color.dangerText};
  margin-inline-start: ${space[1]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space[1]};
  margin: 0;
  color: ${color.dangerText};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};

  svg {
    margin-block-start: 0.15em;
  }
`;
