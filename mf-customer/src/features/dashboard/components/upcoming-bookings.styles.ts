import { Link } from '@pitchside/shared-ui/router';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

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

/**
 * The card's title with "All bookings" at the end of its line; when both do not fit (a phone, French),
 * the link goes under the title instead of running into it.
 */
export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[3]};
`;

/** As a card's title (shared-ui's `CardHeader`). */
export const Title = styled.h2`
  min-inline-size: 0;
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;

/** "All bookings": kept on one line. */
export const AllLink = styled(Link)`
  white-space: nowrap;
`;
