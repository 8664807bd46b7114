import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const SPINNER_SIZES = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

export const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => SPINNER_SIZES[$size]};
  block-size: ${({ $size }) => SPINNER_SIZES[$size]};
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
