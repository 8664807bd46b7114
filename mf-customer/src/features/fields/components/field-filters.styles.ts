import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-block-end: ${space[2]};
  padding: 0;
  color: ${color.text};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const Ranges = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space[3]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
