import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 16rem));
  gap: ${space[3]};
  align-items: end;
`;

/** The totals as cards that wrap: two on a phone in landscape, one in portrait, up to six on a wide screen. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[3]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
    padding: ${space[3]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }

  & dt {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
  }

  & dd {
    margin: 0;
  }
`;

/** A total's value (a line per currency for money). */
export const TotalValue = styled.span`
  display: block;
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
  overflow-wrap: anywhere;
`;

/** What a value is made of (collected and refunded; the sum and count behind an average). */
export const TotalDetail = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

/** What a figure counts, under it. */
export const TotalHint = styled.dd`
  /* Doubled class: above the list's dd reset. At the bottom of the card, so that hints of a row line up. */
  && {
    margin-block-start: auto;
  }

  padding-block-start: ${space[2]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

/** A line under a chart's title: what the chart counts. */
export const CaptionHint = styled.span`
  display: block;
  margin-block-start: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightRegular};
`;

/** The colours of a chart's series, as a list under it. */
export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: ${space[2]} 0 0;
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
  inline-size: 1rem;
  block-size: 0.25rem;
  border-radius: ${radius.sm};
  background: ${({ $color }) => $color};
`;

export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${space[4]};
`;

export const Figure = styled.figure`
  margin: 0;
  min-inline-size: 0;

  & > figcaption {
    margin-block-end: ${space[3]};
    font-weight: ${font.weightSemibold};
  }
`;

/** A chart's drawing area: charts need a definite height. */
export const Plot = styled.div`
  block-size: 16rem;
  direction: ltr;
`;

/** One cell of the weekday × hour grid, darker the more games start then. */
export const HeatSwatch = styled.span<{ $level: number }>`
  display: block;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  margin-inline: auto;
  border: 1px solid ${color.bg};
  background: ${({ $level }) => ($level === 0 ? color.surfaceMuted : `color-mix(in srgb, ${color.primary} ${Math.round(20 + $level * 80)}%, transparent)`)};
`;

/** A customer's e-mail under their name. */
export const CustomerEmail = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

/** One currency's amount in a cell that has one per currency. */
export const MoneyLine = styled.span`
  display: block;
  white-space: nowrap;
`;
