import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const PassBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  text-align: center;
`;

/** The code as the server drew it (dark on light, with its quiet zone), whatever the theme: scanners need it. */
export const QrImage = styled.img`
  inline-size: min(100%, 18rem);
  block-size: auto;
  aspect-ratio: 1;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  image-rendering: pixelated;
`;

export const CodeLabel = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** Large, spaced, monospaced: read aloud or typed by staff when the camera cannot read the pass. */
export const Code = styled.span`
  display: block;
  font-family: ${font.familyMono};
  font-size: ${font.size3xl};
  font-weight: ${font.weightBold};
  letter-spacing: 0.2em;
  direction: ltr;
  overflow-wrap: anywhere;
`;

export const Line = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${font.weightMedium};
`;

export const Muted = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
