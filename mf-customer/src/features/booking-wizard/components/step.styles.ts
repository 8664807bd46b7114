import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, space } from '@pitchside/shared-ui/tokens';

/** The current step's card. */
export const StepCard = styled(Card)`
  gap: ${space[5]};
  scroll-margin-block-start: calc(${layout.topBarHeight} + ${space[4]});
`;

/** The step's title; it takes the focus when the step changes. */
export const StepHeading = styled.h2`
  font-size: ${font.sizeXl};
  font-weight: ${font.weightSemibold};
  scroll-margin-block-start: calc(${layout.topBarHeight} + ${space[4]});

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/** Back at the start, the way forward at the end; stacked on phones with the way forward on top. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};

  ${media.phone} {
    flex-direction: column-reverse;
    align-items: stretch;

    & > * {
      inline-size: 100%;
    }
  }
`;

/** Buttons kept together at the end of the actions row. */
export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-inline-start: auto;

  ${media.phone} {
    flex-direction: column;
    margin-inline-start: 0;
  }
`;

/** Label–value pairs (the field, the booking). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[2]} ${space[6]};
  margin: 0;

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${font.weightMedium};
    overflow-wrap: anywhere;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-block-end: ${space[2]};
  padding: 0;
  font-weight: ${font.weightSemibold};
`;

export const Muted = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** A radio kept for keyboards and screen readers, drawn by its label (a chip or a card). */
export const HiddenRadio = styled.input.attrs({ type: 'radio' })`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
  opacity: 0;
`;
