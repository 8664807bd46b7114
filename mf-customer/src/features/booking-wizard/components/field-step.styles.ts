import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`;

export const FieldName = styled.h3`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
  overflow-wrap: anywhere;
`;
