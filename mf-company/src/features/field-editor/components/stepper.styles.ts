import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const StepList = styled.ol`
  display: flex;
  gap: ${space[2]};
  margin: 0;
  padding: 0 0 ${space[2]};
  overflow-x: auto;
  list-style: none;
  counter-reset: step;
  scrollbar-width: thin;
`;

export const StepItem = styled.li`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: ${radius.full};
    background: ${color.surfaceMuted};
    font-weight: ${font.weightSemibold};
  }
  &[aria-current='step'] {
    border-color: ${color.primary};
    color: ${color.text};
    font-weight: ${font.weightSemibold};
  }
  &[aria-current='step']::before {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;
