import { styled, css } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const DeskLayout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

export const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${radius.lg};
  background: ${color.surfaceMuted};

  video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const ViewportMessage = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space[2]};
  padding: ${space[4]};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  text-align: center;
`;

export const CameraStatus = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

export const CodeInput = styled.div`
  input {
    font-family: ${font.familyMono};
    font-size: ${font.sizeXl};
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
`;

const tones = {
  success: css`
    border-color: ${color.success};
    background: ${color.successSubtle};
    color: ${color.successText};
  `,
  failure: css`
    border-color: ${color.danger};
    background: ${color.dangerSubtle};
    color: ${color.dangerText};
  `,
};

export const ResultPanel = styled.div<{ $tone: keyof typeof tones }>`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  padding: ${space[6]} ${space[4]};
  border: 2px solid;
  border-radius: ${radius.xl};
  text-align: center;
  ${({ $tone }) => tones[$tone]}
`;

export const ResultTitle = styled.h2`
  margin: 0;
  font-size: ${font.size4xl};
  line-height: ${font.lineHeightTight};
`;

export const ResultName = styled.p`
  margin: 0;
  font-size: ${font.size2xl};
  font-weight: ${font.weightSemibold};
  overflow-wrap: anywhere;
`;

export const ResultText = styled.p`
  margin: 0;
  font-size: ${font.sizeLg};
  color: ${color.text};
`;
