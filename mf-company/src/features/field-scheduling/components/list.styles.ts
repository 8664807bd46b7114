import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

/** A bordered list of rows (weekdays, rules, blocks). */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  overflow: hidden;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};

  & + & {
    border-block-start: 1px solid ${color.border};
  }
  ${media.phone} {
    padding: ${space[3]};
  }
`;

/** The text part of a row; takes the room left by the actions. */
export const RowText = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const RowTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
`;

export const RowDetail = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

/** Above a list: its explanation and its actions. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

export const ToolbarText = styled.p`
  flex: 1 1 18rem;
  margin: 0;
  color: ${color.textMuted};
`;
