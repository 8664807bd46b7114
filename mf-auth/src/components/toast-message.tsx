import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

const Detail = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** A toast with a short title and a description line. */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <Body>
      <strong>{title}</strong>
      <Detail>{description}</Detail>
    </Body>
  );
}
