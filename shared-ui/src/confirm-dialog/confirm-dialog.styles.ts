import styled from 'styled-components';
import { AlertDialog } from 'radix-ui';
import { descriptionStyles, overlayStyles, panelStyles, titleStyles, type DialogSize } from '../dialog/dialog.styles';

export { Footer } from '../dialog/dialog.styles';

export const Overlay = styled(AlertDialog.Overlay)`${overlayStyles}`;
export const Content = styled(AlertDialog.Content)<{ $size: DialogSize }>`${panelStyles}`;
export const Title = styled(AlertDialog.Title)`${titleStyles}`;
export const Description = styled(AlertDialog.Description)`${descriptionStyles}`;
