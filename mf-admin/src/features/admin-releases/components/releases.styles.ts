import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius } from '@pitchside/shared-ui/tokens';

/** A version or contract as it is written (left to right in every language). */
export const Code = styled.code.attrs({ dir: 'ltr' })`
  padding-inline: 0.25em;
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  color: ${color.text};
  font-family: ${font.familyMono};
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;
