import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SlotList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
`;

export const SlotItem = styled.li<{ $available: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${({ $available }) => ($available ? color.primary : color.border)};
  border-radius: ${radius.md};
  background: ${({ $available }) => ($available ? color.surface : color.surfaceMuted)};
`;

export const SlotTime = styled.span`
  font-weight: ${font.weightSemibold};
  font-variant-numeric: tabular-nums;
`;

export const SlotPrice = styled.span<{ $available: boolean }>`
  inline-size: 100%;
  color: ${({ $available }) => ($available ? color.text : color.textMuted)};
  font-size: ${font.sizeSm};
`;

export const ClosedDay = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[6]} ${space[4]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  color: ${color.textMuted};
  text-align: center;

  strong {
    color: ${color.text};
  }
`;
