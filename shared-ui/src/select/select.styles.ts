import styled from 'styled-components';
import { Select } from 'radix-ui';
import { controlBase, type ControlStyleProps } from '../internal/control.styles';
import { color, font, radius, shadow, space, zIndex } from '../tokens/tokens';

export const Trigger = styled(Select.Trigger)<ControlStyleProps>`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  text-align: start;
  cursor: pointer;

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Content = styled(Select.Content)`
  z-index: ${zIndex.popover};
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: min(var(--radix-select-content-available-height), 20rem);
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
`;

export const Viewport = styled(Select.Viewport)`
  padding: ${space[1]};
`;

export const Item = styled(Select.Item)`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  min-block-size: 2.5rem;
  padding-block: ${space[2]};
  padding-inline: ${space[3]};
  border-radius: ${radius.sm};
  font-size: ${font.sizeSm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${color.primarySubtle};
    color: ${color.primaryText};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
