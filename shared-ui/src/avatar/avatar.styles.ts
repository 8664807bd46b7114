import styled from 'styled-components';
import { color, font, radius } from '../tokens/tokens';

export type AvatarSize = 'sm' | 'md' | 'lg';
const sizes: Record<AvatarSize, { box: string; text: string }> = {
  sm: { box: '2rem', text: font.sizeXs },
  md: { box: '2.5rem', text: font.sizeSm },
  lg: { box: '4rem', text: font.sizeXl },
};

export const Root = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => sizes[$size].box};
  block-size: ${({ $size }) => sizes[$size].box};
  overflow: hidden;
  border-radius: ${radius.full};
  background: ${color.primarySubtle};
  color: ${color.primaryText};
  font-size: ${({ $size }) => sizes[$size].text};
  font-weight: ${font.weightSemibold};
  vertical-align: middle;
  user-select: none;
`;

export const Image = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export const Fallback = styled.span`
  line-height: 1;
`;
