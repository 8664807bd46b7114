import { styled } from '@pitchside/shared-ui/styled';
import { font, space } from '@pitchside/shared-ui/tokens';

export const Paragraph = styled.p`
  margin: 0;
  line-height: ${font.lineHeightRelaxed};
  overflow-wrap: anywhere;
`;

export const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding-inline-start: ${space[5]};
  line-height: ${font.lineHeightRelaxed};
`;
