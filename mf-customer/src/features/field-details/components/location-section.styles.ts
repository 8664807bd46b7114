import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** Holds the map's place while its chunk loads, so nothing below moves when it arrives. */
export const MapSlot = styled.div`
  aspect-ratio: 4 / 3;
`;

export const MapUnavailable = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 100%;
  padding: ${space[4]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  text-align: center;
`;
