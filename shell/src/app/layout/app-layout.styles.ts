import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, radius, space, zIndex } from '@pitchside/shared-ui/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

/** Hidden until focused: the first stop of the keyboard (WCAG 2.4.1). */
export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${space[2]};
  inset-inline-start: ${space[2]};
  z-index: ${zIndex.tooltip};
  padding-block: ${space[2]};
  padding-inline: ${space[4]};
  border-radius: ${radius.md};
  background: ${color.secondary};
  color: ${color.onSecondary};
  font-weight: ${font.weightSemibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/**
 * At least a viewport tall under the top bar: the footer starts below the fold, so a page that fills
 * in after its remote loads pushes nothing the visitor sees (no layout shift).
 */
export const Body = styled.div`
  display: flex;
  flex: 1;
  align-items: stretch;
  min-inline-size: 0;
  min-block-size: calc(100vh - ${layout.topBarHeight});
`;

/** The persistent sidebar column: CSS shows it from 1024 px, so the first paint is already right. */
export const SidebarColumn = styled.aside`
  display: none;

  ${media.desktop} {
    position: sticky;
    inset-block-start: ${layout.topBarHeight};
    display: block;
    flex: 0 0 ${layout.sidebarWidth};
    inline-size: ${layout.sidebarWidth};
    max-block-size: calc(100vh - ${layout.topBarHeight});
    overflow-y: auto;
    background: ${color.surface};
  }
`;

export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${space[6]};
  padding-inline: ${space[4]};

  /* Focused by the skip link only; it is not a control, so no ring. */
  &:focus {
    outline: none;
  }
  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
  /* The separator sits on the page side, so the sidebar itself measures exactly 280 px. */
  ${media.desktop} {
    ${SidebarColumn} + & {
      border-inline-start: 1px solid ${color.border};
    }
  }
`;
