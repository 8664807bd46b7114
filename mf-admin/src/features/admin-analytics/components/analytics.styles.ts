import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** The period picker and the export button: side by side as far as they fit, one column on phones. */
export const Controls = styled.div`
  flex: 1 1 20rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 16rem));
  gap: ${space[3]};
  align-items: end;
`;

/** The toolbar above the figures: the picker at the start, the export at the end, wrapping on phones. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: end;
  justify-content: space-between;
`;

/** Charts and tables side by side on wide screens, one column on phones. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

export const Figure = styled.figure`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  min-inline-size: 0;
`;

export const CaptionTitle = styled.span`
  display: block;
  font-weight: ${font.weightSemibold};
`;

/** A line under a chart's or a table's title: what it counts. */
export const CaptionHint = styled.span`
  display: block;
  margin-block-start: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightRegular};
`;

/** A chart's drawing area: charts need a definite height. Drawn left to right in every language (time runs that way on the axis). */
export const Plot = styled.div`
  block-size: 16rem;
  direction: ltr;
`;

/** The colours of a chart's series, as a list under it. */
export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${font.sizeSm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
  }
`;

export const LegendSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: ${radius.sm};
  background: ${({ $color }) => $color};
`;

/** A sub-heading inside a card (a currency's table of companies). */
export const SubTitle = styled.p`
  margin: 0;
  font-size: ${font.sizeSm};
  font-weight: ${font.weightSemibold};
`;
