import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const RuleCard = styled.li<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${space[3]};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.border)};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

export const RuleTitle = styled.p`
  margin: 0;
  font-weight: ${font.weightSemibold};
`;

export const RuleSummary = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  color: ${({ $tone }) => ($tone === 'danger' ? color.dangerText : color.textMuted)};
  font-size: ${font.sizeSm};
`;

/** The preview scrolls sideways on phones; focusable so keyboards can scroll it. */
export const PreviewScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const PreviewTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${font.sizeSm};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${space[2]} ${space[3]};
    color: ${color.textMuted};
    text-align: start;
  }
  th,
  td {
    padding: ${space[2]};
    border-block-start: 1px solid ${color.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: ${color.surfaceMuted};
    font-weight: ${font.weightSemibold};
  }
  tbody th {
    text-align: start;
    color: ${color.textMuted};
  }
`;

export const PriceCell = styled.td<{ $ruled: boolean }>`
  background: ${({ $ruled }) => ($ruled ? color.primarySubtle : 'transparent')};
  color: ${({ $ruled }) => ($ruled ? color.primaryText : color.text)};
`;

export const RuleTag = styled.span`
  display: block;
  max-inline-size: 8rem;
  overflow: hidden;
  font-size: ${font.sizeXs};
  text-overflow: ellipsis;
`;

export const Muted = styled.span`
  color: ${color.textMuted};
`;
