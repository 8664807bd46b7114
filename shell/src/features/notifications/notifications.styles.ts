import { styled, css } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, space } from '@pitchside/shared-ui/tokens';

export const Header = styled.div<{ $page?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${({ $page }) => ($page ? `0 0 ${space[4]}` : space[3])};
  ${({ $page }) => !$page && css`border-block-end: 1px solid ${color.border};`}
`;

export const TitleBlock = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

export const Title = styled.h2<{ $page?: boolean }>`
  font-size: ${({ $page }) => ($page ? font.size2xl : font.sizeLg)};
  font-weight: ${font.weightBold};
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;

/** The panel's scrolling list (docs/product/routes-and-screens.md: list height 400 within a 500 px panel). */
export const PanelList = styled.div`
  max-block-size: ${layout.notificationListHeight};
  overflow-y: auto;
`;

export const PanelFooter = styled.div`
  padding: ${space[2]};
  border-block-start: 1px solid ${color.border};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[3]};
  border-block-end: 1px solid ${color.border};
  border-inline-start: 3px solid ${({ $unread }) => ($unread ? color.primary : 'transparent')};
  background: ${({ $unread }) => ($unread ? color.primarySubtle : 'transparent')};

  &:last-child {
    border-block-end: 0;
  }
`;

export const ItemBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const ItemTitle = styled.p<{ $unread: boolean }>`
  color: ${color.text};
  font-size: ${font.sizeSm};
  font-weight: ${({ $unread }) => ($unread ? font.weightBold : font.weightMedium)};
  overflow-wrap: anywhere;
`;

export const ItemMessage = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

export const ItemTime = styled.time`
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

export const ItemMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const ItemActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${space[1]};
`;

export const TypeIcon = styled.span<{ $tone: string }>`
  display: inline-flex;
  color: ${({ $tone }) => $tone};
`;

export const StateBox = styled.div`
  padding: ${space[3]};
`;

export const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding-block: ${space[2]};
`;

/** The page's type filter, above its tabs: full width on a phone, as wide as the sidebar beyond. */
export const Filters = styled.div`
  margin-block-end: ${space[3]};

  ${media.tabletUp} {
    max-inline-size: ${layout.sidebarWidth};
  }
`;
