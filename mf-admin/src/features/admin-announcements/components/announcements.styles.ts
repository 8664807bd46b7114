import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

/** A group of choices (kind, channels) with its legend; its error under it. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  margin-block-end: ${space[2]};
  padding: 0;
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

/** The kinds as radio cards side by side, stacked on phones (arrow keys move between them). */
export const KindOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A kind as a card: its label is stretched over the whole card, so a click anywhere on it chooses the kind. */
export const KindOption = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};

  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
    box-shadow: inset 0 0 0 1px ${color.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const KindName = styled.label`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${font.weightSemibold};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  input {
    accent-color: ${color.primary};
    margin: 0;
  }
`;

export const KindHint = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** The checkboxes of the channels, side by side as far as they fit. */
export const ChannelOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[6]};
`;

/** The send button, at the end of the form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
`;

export const PreviewLabel = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const PreviewFigure = styled.figure<{ $off: boolean }>`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  min-inline-size: 0;
  opacity: ${({ $off }) => ($off ? 0.6 : 1)};
`;

/** The notification as the bell's panel shows it. */
export const NotificationCard = styled.div`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};

  & > svg {
    flex: none;
    color: ${color.primaryText};
  }
`;

export const NotificationText = styled.div`
  display: grid;
  gap: ${space[1]};
  min-inline-size: 0;

  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** The e-mail as a mail client shows it: its subject, then its body on the page's surface. */
export const EmailFrame = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  overflow: hidden;
`;

export const EmailSubject = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border-block-end: 1px solid ${color.border};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

export const SubjectLabel = styled.span`
  color: ${color.textMuted};
`;

export const EmailBody = styled.div`
  display: grid;
  gap: ${space[3]};
  margin: ${space[3]};
  padding: ${space[4]};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};

  h3 {
    margin: 0;
    font-size: ${font.sizeLg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The e-mail's button, drawn (it is not a link in the preview). */
export const EmailButton = styled.span`
  justify-self: start;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: ${font.weightSemibold};
`;

export const EmailFooter = styled.p`
  && {
    padding-block-start: ${space[3]};
    border-block-start: 1px solid ${color.border};
    color: ${color.textMuted};
    font-size: ${font.sizeXs};
  }
`;

export const Unsubscribe = styled.span`
  color: ${color.primaryText};
  text-decoration: underline;
`;

export const Placeholder = styled.span`
  color: ${color.textMuted};
  font-style: italic;
`;

// ── History ──────────────────────────────────────────────────────────────────────────────────────

export const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  gap: ${space[2]};
  padding-block: ${space[4]};
  border-block-end: 1px solid ${color.border};
  min-inline-size: 0;

  &:first-child {
    padding-block-start: 0;
  }

  &:last-child {
    border-block-end: 0;
  }
`;

export const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

export const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
  overflow-wrap: anywhere;
`;

/** The delivery counts: label above figure, side by side as far as they fit, two per row on phones. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${space[2]};
  margin: 0;

  & > div {
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeXs};
  }

  dd {
    margin: 0;
    font-weight: ${font.weightSemibold};
    font-variant-numeric: tabular-nums;
  }

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Message = styled.details`
  font-size: ${font.sizeSm};

  summary {
    cursor: pointer;
    color: ${color.primaryText};
    border-radius: ${radius.sm};
    inline-size: fit-content;
  }

  summary:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }

  p {
    margin: 0;
    margin-block-start: ${space[2]};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
