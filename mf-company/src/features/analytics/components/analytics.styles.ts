import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 16rem));
  gap: ${space[3]};
  align-items: end;
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${space[3]};
  margin: 0;

  & > div {
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
    margin: ${space[1]} 0 0;
    font-size: ${font.sizeXl};
    font-weight: ${font.weightBold};
  }
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

/** One cell of the weekday × hour grid, darker the more bookings start then. */
export const HeatSwatch = styled.span<{ $level: number }>`
  display: block;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  margin-inline: auto;
  border: 1px solid ${color.bg};
  background: ${({ $level }) => ($level === 0 ? color.surfaceMuted : `color-mix(in srgb, ${color.primary} ${Math.round(20 + $level * 80)}%, transparent)`)};
`;
