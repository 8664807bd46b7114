import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export type StepState = 'done' | 'current' | 'todo';

export const StepList = styled.ol`
  display: flex;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StepItem = styled.li<{ $state: StepState }>`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${space[2]};
  min-inline-size: 0;
  padding-block-start: ${space[2]};
  border-block-start: 3px solid ${({ $state }) => ($state === 'todo' ? color.border : color.primary)};
  color: ${({ $state }) => ($state === 'todo' ? color.textMuted : color.text)};
  font-size: ${font.sizeSm};
  font-weight: ${({ $state }) => ($state === 'current' ? font.weightSemibold : font.weightRegular)};
`;

export const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 1px solid ${({ $state }) => ($state === 'todo' ? color.borderStrong : color.primary)};
  border-radius: ${radius.full};
  background: ${({ $state }) => ($state === 'todo' ? color.surface : color.primary)};
  color: ${({ $state }) => ($state === 'todo' ? color.textMuted : color.onPrimary)};
  font-size: ${font.sizeXs};
  font-variant-numeric: tabular-nums;
`;

/** On phones only the current step keeps its name on screen; every name is still read. */
export const StepName = styled.span<{ $state: StepState }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.phone} {
    ${({ $state }) =>
      $state === 'current'
        ? ''
        : `position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`}
  }
`;
