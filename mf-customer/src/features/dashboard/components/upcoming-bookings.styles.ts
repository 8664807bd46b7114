import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[3]};
  padding-block-end: ${space[3]};
  border-block-end: 1px solid ${color.border};

  &:last-child {
    padding-block-end: 0;
    border-block-end: none;
  }
`;

export const What = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Name = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
  overflow-wrap: anywhere;
`;

export const Facts = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Note = styled.p`
  margin-block-start: ${space[3]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
