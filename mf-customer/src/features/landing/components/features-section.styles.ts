import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const FeatureCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[6]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};

  h3 {
    font-size: ${font.sizeLg};
    font-weight: ${font.weightSemibold};
  }
  p {
    color: ${color.textMuted};
  }
`;

export const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${radius.md};
  background: ${color.primarySubtle};
  color: ${color.primaryText};
`;
