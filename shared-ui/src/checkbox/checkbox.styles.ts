import styled from 'styled-components';
import { Checkbox } from 'radix-ui';
import { color, font, radius, space } from '../tokens/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
`;

export const Box = styled(Checkbox.Root)<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.125rem;
  padding: 0;
  border: 2px solid ${({ $invalid }) => ($invalid ? color.danger : color.borderStrong)};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.onPrimary};
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${color.primary};
    background: ${color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${font.sizeSm};
  line-height: ${font.lineHeightNormal};
  cursor: pointer;
`;

export const Below = styled.div`
  padding-inline-start: calc(1.25rem + ${space[2]});
`;
