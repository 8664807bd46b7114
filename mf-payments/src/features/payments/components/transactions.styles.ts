import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${font.sizeSm};

  th,
  td {
    padding: ${space[3]};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: ${color.surfaceMuted};
    color: ${color.textMuted};
    font-weight: ${font.weightSemibold};
    white-space: nowrap;
  }
  tbody tr {
    border-block-start: 1px solid ${color.border};
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${color.surfaceHover};
  }
`;

export const Numeric = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The description: the row's button, so keyboard users open the details as a click on the row does. */
export const RowButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.primaryText};
  font: inherit;
  font-weight: ${font.weightMedium};
  text-align: start;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

/** Label–value pairs of a phone card. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  font-size: ${font.sizeSm};

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  justify-content: space-between;
  margin-block-end: ${space[3]};
`;
