import styled from 'styled-components';
import { DropdownMenu } from 'radix-ui';
import { floatingSurface } from '../internal/floating.styles';
import { color, font, radius, space } from '../tokens/tokens';

export const Content = styled(DropdownMenu.Content)`
  ${floatingSurface}
`;

export const Item = styled(DropdownMenu.Item)<{ $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${space[3]};
  border-radius: ${radius.sm};
  color: ${({ $tone }) => ($tone === 'danger' ? color.dangerText : color.text)};
  font-size: ${font.sizeSm};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ $tone }) => ($tone === 'danger' ? color.dangerSubtle : color.surfaceHover)};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Separator = styled(DropdownMenu.Separator)`
  block-size: 1px;
  margin-block: ${space[1]};
  background: ${color.border};
`;

export const Label = styled(DropdownMenu.Label)`
  padding-block: ${space[1]};
  padding-inline: ${space[3]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightSemibold};
`;
