import styled from 'styled-components';
import { color, font, motion, radius, shadow, space } from '../tokens/tokens';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
const paddings: Record<CardPadding, string> = { none: '0', sm: space[3], md: space[4], lg: space[6] };

export const StyledCard = styled.div<{ $padding: CardPadding; $elevated: boolean; $interactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-inline-size: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${({ $elevated }) => ($elevated ? shadow.md : shadow.sm)};
  transition:
    box-shadow ${motion.durationFast} ${motion.easing},
    border-color ${motion.durationFast} ${motion.easing};

  ${({ $interactive }) =>
    $interactive &&
    `
    &:hover,
    &:focus-within {
      border-color: ${color.borderStrong};
      box-shadow: ${shadow.md};
    }
  `}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Title = styled.h2`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;

export const Description = styled.div`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
