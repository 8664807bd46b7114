import styled, { css, keyframes } from 'styled-components';
import { Dialog } from 'radix-ui';
import { color, font, media, radius, shadow, space, zIndex } from '../tokens/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export type DialogSize = 'sm' | 'md' | 'lg';
const widths: Record<DialogSize, string> = { sm: '26rem', md: '34rem', lg: '48rem' };

/** Backdrop shared by dialogs, confirm dialogs and drawers. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  background: ${color.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

/** Centred panel: `inset: 0` + `margin: auto` centres it without a physical translate. */
export const panelStyles = css<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  inline-size: min(${({ $size }) => widths[$size]}, calc(100vw - 2rem));
  block-size: fit-content;
  max-block-size: calc(100dvh - 2rem);
  margin: auto;
  padding: ${space[6]};
  overflow-y: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  animation: ${fadeIn} 150ms ease-out;

  ${media.phone} {
    padding: ${space[4]};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
`;

export const titleStyles = css`
  font-size: ${font.sizeXl};
  font-weight: ${font.weightSemibold};
  line-height: ${font.lineHeightTight};
`;

export const descriptionStyles = css`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};

  ${media.phone} {
    flex-direction: column-reverse;
    & > * {
      inline-size: 100%;
    }
  }
`;

export const Overlay = styled(Dialog.Overlay)`${overlayStyles}`;
export const Content = styled(Dialog.Content)<{ $size: DialogSize }>`${panelStyles}`;
export const Title = styled(Dialog.Title)`${titleStyles}`;
export const Description = styled(Dialog.Description)`${descriptionStyles}`;
