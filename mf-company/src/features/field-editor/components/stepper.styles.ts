import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

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
  counter-increment: step;
`;

/** A step's chip: a button once the step was visited, plain text before. */
export const StepChip = styled.button<{ $state: 'current' | 'complete' | 'error' | 'upcoming' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${({ $state }) => ($state === 'current' ? color.primary : $state === 'error' ? color.danger : color.border)};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${({ $state }) => ($state === 'upcoming' ? color.textMuted : color.text)};
  font: inherit;
  font-size: ${font.sizeSm};
  font-weight: ${({ $state }) => ($state === 'current' ? font.weightSemibold : font.weightRegular)};
  white-space: nowrap;

  &:is(button) {
    cursor: pointer;
  }
  &:is(button):hover {
    background: ${color.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: ${radius.full};
    background: ${({ $state }) =>
      $state === 'current' ? color.primary : $state === 'complete' ? color.successSubtle : $state === 'error' ? color.dangerSubtle : color.surfaceMuted};
    color: ${({ $state }) =>
      $state === 'current' ? color.onPrimary : $state === 'complete' ? color.successText : $state === 'error' ? color.dangerText : color.textMuted};
    font-weight: ${font.weightSemibold};
  }

  /* Phones: numbered dots only; the current step is named in the line below the list. */
  ${media.phone} {
    padding: ${space[1]};
    & > [data-step-name] {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

export const PhoneSummary = styled.p`
  display: none;
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};

  ${media.phone} {
    display: block;
  }
`;
