import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** The two pickers side by side on wide screens, stacked on phones. */
export const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${space[4]};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

export const Placeholders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};

  & > button {
    padding: ${space[1]} ${space[2]};
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
    background: ${color.surfaceMuted};
    color: ${color.text};
    font-family: ${font.familyMono};
    font-size: ${font.sizeSm};
    direction: ltr;
    cursor: pointer;
  }

  & > button:hover {
    background: ${color.surfaceHover};
  }

  & > button:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;

/** The rendered e-mail, isolated in a frame without scripts. */
export const PreviewFrame = styled.iframe`
  inline-size: 100%;
  block-size: 32rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: #f4f6f8;
`;

export const Note = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
