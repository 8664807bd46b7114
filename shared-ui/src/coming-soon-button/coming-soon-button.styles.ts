import styled from 'styled-components';
import { Button } from '../button/button';

/* aria-disabled (not disabled) keeps it focusable and hoverable, so the tooltip can say why. */
export const Inactive = styled(Button)`
  &&[aria-disabled='true'] {
    pointer-events: auto;
  }
`;
