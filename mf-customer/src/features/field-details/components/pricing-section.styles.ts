import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const RuleList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
    padding-block-end: ${space[3]};
    border-block-end: 1px solid ${color.border};
  }
  li:last-child {
    padding-block-end: 0;
    border-block-end: 0;
  }
`;

export const RuleName = styled.strong`
  font-weight: ${font.weightSemibold};
`;

export const RulePrice = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
