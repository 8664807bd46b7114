import styled, { keyframes } from 'styled-components';
import { color, radius, space } from '../tokens/tokens';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export type SkeletonShape = 'text' | 'rect' | 'circle';

export const Block = styled.span<{ $shape: SkeletonShape; $width?: string; $height?: string }>`
  display: block;
  inline-size: ${({ $width, $shape }) => $width ?? ($shape === 'circle' ? '2.5rem' : '100%')};
  block-size: ${({ $height, $shape, $width }) => $height ?? ($shape === 'text' ? '1em' : $shape === 'circle' ? ($width ?? '2.5rem') : '6rem')};
  border-radius: ${({ $shape }) => ($shape === 'circle' ? radius.full : radius.sm)};
  background: ${color.surfaceHover};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;
