import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Heading = styled.h2`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;

export const Total = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

export const Value = styled.span`
  color: ${color.text};
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Label = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
