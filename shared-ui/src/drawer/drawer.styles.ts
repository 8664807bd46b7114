import styled, { keyframes } from 'styled-components';
import { Dialog } from 'radix-ui';
import { overlayStyles, titleStyles } from '../dialog/dialog.styles';
import { color, layout, shadow, space, zIndex } from '../tokens/tokens';

export type DrawerSide = 'start' | 'end';

/* Slides in from its own edge: the offset sign flips with the side and with the reading direction. */
const slideIn = keyframes`
  from { transform: translateX(var(--ps-drawer-from)); }
  to { transform: translateX(0); }
`;

export const Overlay = styled(Dialog.Overlay)`${overlayStyles}`;

export const Panel = styled(Dialog.Content)<{ $side: DrawerSide; $width?: string }>`
  --ps-drawer-from: ${({ $side }) => ($side === 'start' ? '-100%' : '100%')};
  position: fixed;
  inset-block: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${zIndex.modal};
  display: flex;
  flex-direction: column;
  inline-size: min(${({ $width }) => $width ?? layout.sidebarWidth}, 85vw);
  overflow-y: auto;
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  animation: ${slideIn} 200ms ease-out;

  [dir='rtl'] & {
    --ps-drawer-from: ${({ $side }) => ($side === 'start' ? '100%' : '-100%')};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding-block: ${space[3]};
  padding-inline: ${space[4]};
  border-block-end: 1px solid ${color.border};
`;

export const Title = styled(Dialog.Title)`
  ${titleStyles}
`;

export const Body = styled.div`
  flex: 1;
  padding: ${space[2]};
`;
