import styled from 'styled-components';
import { media, space } from '../tokens/tokens';

/** Expiry month, expiry year and security code side by side; stacked on phones. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[3]};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;
