import { styled, css } from '@pitchside/shared-ui/styled';
import { Link } from '@pitchside/shared-ui/router';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

/** Underlined, so links are not told apart by colour alone. */
const linkStyle = css`
  align-self: flex-start;
  border-radius: 2px;
  color: inherit;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

export const PageLink = styled(Link)`
  ${linkStyle}
`;

export const ExternalLink = styled.a`
  ${linkStyle}
`;

export const Root = styled.footer`
  padding-block: ${space[8]} ${space[6]};
  padding-inline: ${space[4]};
  border-block-start: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.sizeSm};

  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space[6]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-inline-size: 0;
`;

export const Heading = styled.h2`
  font-size: ${font.sizeSm};
  font-weight: ${font.weightBold};
`;

export const Tagline = styled.p`
  color: ${color.textMuted};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Social = styled.ul`
  display: flex;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${radius.full};
  color: ${color.text};

  &:hover {
    background: ${color.surfaceHover};
  }
`;

export const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  font-style: normal;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  color: ${color.textMuted};
`;

export const Bottom = styled.div`
  margin-block-start: ${space[6]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};
  color: ${color.textMuted};
`;
