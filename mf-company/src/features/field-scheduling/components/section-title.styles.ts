import { styled } from '@pitchside/shared-ui/styled';
import { font, space } from '@pitchside/shared-ui/tokens';

export const SectionTitle = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;
