import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const Choices = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Choice = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  align-items: baseline;
  justify-content: space-between;
  padding-block: ${space[2]};
  border-block-end: 1px solid ${color.border};

  a {
    font-weight: ${font.weightSemibold};
    overflow-wrap: anywhere;
  }
`;

export const ChoiceMeta = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;
