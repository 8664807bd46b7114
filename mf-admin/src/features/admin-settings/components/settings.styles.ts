import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** One language's message beside its preview; stacked when there is no room. */
export const LanguageRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${space[3]} ${space[4]};
  align-items: start;
`;

export const PreviewLabel = styled.p`
  margin: 0;
  margin-block-end: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** The banner as readers will see it at the top of every page, in the language's direction. */
export const Banner = styled.div<{ $off: boolean }>`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.warning};
  border-inline-start-width: 4px;
  border-radius: ${radius.md};
  background: ${color.warningSubtle};
  color: ${color.warningText};
  border-style: ${({ $off }) => ($off ? 'dashed' : 'solid')};
  overflow-wrap: anywhere;
  text-align: start;

  & > svg {
    flex: none;
    margin-block-start: 0.125rem;
  }
`;

export const Empty = styled.span`
  font-style: italic;
`;

/** The save button with when the settings were last saved. */
export const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: space-between;
`;

export const Figure = styled.figure`
  margin: 0;
`;
