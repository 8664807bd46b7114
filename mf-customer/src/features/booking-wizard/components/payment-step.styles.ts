import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const HoldBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.info};
  border-radius: ${radius.md};
  background: ${color.infoSubtle};
  color: ${color.infoText};
`;

export const Clock = styled.strong`
  font-size: ${font.sizeLg};
  font-variant-numeric: tabular-nums;
`;

/** Label and amount per line; the space between them is the amounts' padding, so the total's rule runs unbroken. */
export const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  row-gap: ${space[2]};
  margin: 0;

  dd {
    margin: 0;
    padding-inline-start: ${space[4]};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const TotalTerm = styled.dt`
  padding-block-start: ${space[2]};
  border-block-start: 1px solid ${color.border};
  font-weight: ${font.weightSemibold};
`;

export const TotalValue = styled.dd`
  padding-block-start: ${space[2]};
  border-block-start: 1px solid ${color.border};
  font-size: ${font.sizeLg};
  font-weight: ${font.weightBold};
`;

export const MethodList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

export const MethodOption = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  cursor: pointer;

  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${color.primary};
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
    box-shadow: inset 0 0 0 1px ${color.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const MethodName = styled.span`
  font-weight: ${font.weightMedium};
`;

export const MethodHint = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const TestCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: ${space[2]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space[4]};
  }
  code {
    min-inline-size: 11.5rem;
    font-family: ${font.familyMono};
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

/** The lines of the booking policy, one under the other. */
export const PolicyLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
