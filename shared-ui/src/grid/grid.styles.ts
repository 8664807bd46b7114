import styled from 'styled-components';
import { media, space, type SpaceKey } from '../tokens/tokens';

export const StyledGrid = styled.div<{ $columns?: number; $minItemWidth?: string; $gap: SpaceKey }>`
  display: grid;
  gap: ${({ $gap }) => space[$gap]};
  grid-template-columns: ${({ $minItemWidth }) =>
    $minItemWidth ? `repeat(auto-fill, minmax(min(${$minItemWidth}, 100%), 1fr))` : '1fr'};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns, $minItemWidth }) =>
    $columns && !$minItemWidth
      ? `
    ${media.tabletUp} {
      grid-template-columns: repeat(${Math.min($columns, 2)}, minmax(0, 1fr));
    }
    ${media.desktop} {
      grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
    }
  `
      : ''}
`;
