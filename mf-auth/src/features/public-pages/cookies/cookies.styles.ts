import { styled } from '@pitchside/shared-ui/styled';
import { font } from '@pitchside/shared-ui/tokens';

/** A storage key or cookie name, as the browser's tools show it. */
export const Name = styled.code`
  font-family: ${font.familyMono};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;
