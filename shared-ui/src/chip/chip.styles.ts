import styled from 'styled-components';
import { toneColors, type Tone } from '../internal/tones';
import { color, font, radius, space } from '../tokens/tokens';

export const Root = styled.span<{ $tone: Tone; $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-inline-size: 100%;
  min-block-size: 2rem;
  padding-inline: ${space[3]};
  border: 1px solid ${({ $selected, $tone }) => ($selected ? toneColors[$tone].solid : color.border)};
  border-radius: ${radius.full};
  background: ${({ $selected, $tone }) => ($selected ? toneColors[$tone].subtle : color.surface)};
  color: ${({ $selected, $tone }) => ($selected ? toneColors[$tone].text : color.text)};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};

  &:has(> button:last-child:not(:first-child)) {
    padding-inline-end: ${space[1]};
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-block-size: 2rem;
  margin-block: -1px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.full};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${color.surfaceHover};
  }
`;
