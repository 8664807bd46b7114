import { styled } from '@pitchside/shared-ui/styled';
import { Link } from '@pitchside/shared-ui/router';
import { color, font, layout, media, radius, space, zIndex } from '@pitchside/shared-ui/tokens';

export const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  min-block-size: ${layout.topBarHeight};
  padding-inline: ${space[3]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surface};

  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-inline-size: 0;
`;

/** The drawer's menu button: below 1024 px only; from there the sidebar is always shown. */
export const MenuSlot = styled.span`
  display: inline-flex;

  ${media.desktop} {
    display: none;
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  min-inline-size: 0;

  ${media.tabletUp} {
    gap: ${space[2]};
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${font.sizeLg};
  font-weight: ${font.weightBold};
  text-decoration: none;
`;

export const LogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
`;

/** Texts hidden on phones to keep the bar within 375 px; the control keeps its accessible name. */
export const WideOnly = styled.span`
  ${media.phone} {
    display: none;
  }
`;

export const ActionsPlaceholder = styled.span`
  display: inline-block;
  inline-size: calc(2 * ${layout.controlMd});
  block-size: ${layout.controlMd};
`;
