import styled from 'styled-components';
import { toneColors, type Tone } from '../internal/tones';
import { font, radius, space } from '../tokens/tokens';

export const StyledBadge = styled.span<{ $tone: Tone; $variant: 'solid' | 'subtle'; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-inline-size: ${({ $dot }) => ($dot ? '0.5rem' : '1.25rem')};
  block-size: ${({ $dot }) => ($dot ? '0.5rem' : '1.25rem')};
  padding-inline: ${({ $dot }) => ($dot ? '0' : space[2])};
  border-radius: ${radius.full};
  background: ${({ $tone, $variant }) => ($variant === 'solid' ? toneColors[$tone].solid : toneColors[$tone].subtle)};
  color: ${({ $tone, $variant }) => ($variant === 'solid' ? toneColors[$tone].onSolid : toneColors[$tone].text)};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightSemibold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  /* Inside an IconButton: pinned to its top inline-end corner. */
  button > & {
    position: absolute;
    inset-block-start: -0.25rem;
    inset-inline-end: -0.25rem;
  }
`;
