import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const CodeBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[4]};
  border: 1px dashed ${color.primary};
  border-radius: ${radius.md};
  background: ${color.primarySubtle};
  text-align: center;
`;

export const CodeLabel = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Code = styled.strong`
  font-family: ${font.familyMono};
  font-size: ${font.size2xl};
  letter-spacing: 0.15em;
  direction: ltr;
  unicode-bidi: isolate;
`;

/** The pass's QR code, as staff will scan it at the entrance. */
export const PassQr = styled.img`
  align-self: center;
  inline-size: min(100%, 15rem);
  block-size: auto;
  aspect-ratio: 1;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  image-rendering: pixelated;
`;
