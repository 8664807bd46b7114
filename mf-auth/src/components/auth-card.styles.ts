import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, shadow, space } from '@pitchside/shared-ui/tokens';

/** Full-page background that centres the card (sign in, sign up: no shell around them). */
export const FullPage = styled.main`
  display: flex;
  min-block-size: 100dvh;
  align-items: center;
  justify-content: center;
  padding: ${space[6]} ${space[4]};
  background: ${color.bg};
  ${media.phone} {
    padding: ${space[4]} ${space[3]};
  }
`;

/** Centres the card inside the shell's content area. */
export const InShell = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${space[8]};
  padding-inline: ${space[4]};
  ${media.phone} {
    padding-block: ${space[4]};
    padding-inline: 0;
  }
`;

export const Panel = styled.section<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  inline-size: 100%;
  max-inline-size: ${({ $wide }) => ($wide ? '36rem' : '28rem')};
  min-inline-size: 0;
  padding: ${space[8]};
  border: 1px solid ${color.border};
  border-radius: ${radius.xl};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.md};
  ${media.phone} {
    padding: ${space[5]} ${space[4]};
  }
`;

export const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
  line-height: ${font.lineHeightTight};
`;

export const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[1]} ${space[2]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  text-align: center;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  flex-wrap: wrap;
`;

export const ToolbarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;
