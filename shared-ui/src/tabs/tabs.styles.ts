import styled from 'styled-components';
import { Tabs } from 'radix-ui';
import { color, font, motion, space } from '../tokens/tokens';

export const List = styled(Tabs.List)`
  display: flex;
  gap: ${space[1]};
  overflow-x: auto;
  border-block-end: 1px solid ${color.border};
  scrollbar-width: thin;
`;

export const Trigger = styled(Tabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  flex-shrink: 0;
  min-block-size: 2.75rem;
  padding-inline: ${space[4]};
  border: 0;
  border-block-end: 2px solid transparent;
  margin-block-end: -1px;
  background: transparent;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${motion.durationFast} ${motion.easing};

  &:hover {
    color: ${color.text};
  }
  &[data-state='active'] {
    border-block-end-color: ${color.primary};
    color: ${color.primaryText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Panel = styled(Tabs.Content)`
  padding-block-start: ${space[4]};
`;
