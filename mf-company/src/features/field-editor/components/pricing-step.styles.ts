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
