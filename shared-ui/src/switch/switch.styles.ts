import styled from 'styled-components';
import { Switch } from 'radix-ui';
import { color, font, motion, radius, space } from '../tokens/tokens';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
  cursor: pointer;
`;

export const Description = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/* Track 44×24, thumb 18: the thumb moves by margin-inline-start, so RTL mirrors by itself. */
export const Track = styled(Switch.Root)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  inline-size: 2.75rem;
  block-size: 1.5rem;
  padding: 0 2px;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.full};
  background: ${color.surfaceMuted};
  cursor: pointer;
  transition: background-color ${motion.durationFast} ${motion.easing};

  &[data-state='checked'] {
    border-color: ${color.primary};
    background: ${color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Thumb = styled(Switch.Thumb)`
  display: block;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  border-radius: ${radius.full};
  background: ${color.textMuted};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
  transition: margin-inline-start ${motion.durationFast} ${motion.easing};

  &[data-state='checked'] {
    margin-inline-start: calc(2.75rem - 1.125rem - 6px);
    background: ${color.onPrimary};
  }
`;
