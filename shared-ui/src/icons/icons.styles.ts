import styled, { css } from 'styled-components';

export const Svg = styled.svg<{ $mirror: boolean }>`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  ${({ $mirror }) =>
    $mirror &&
    css`
      [dir='rtl'] & {
        transform: scaleX(-1);
      }
    `}
`;
