import { useId, type ReactNode } from 'react';
import { Card } from '@pitchside/shared-ui/card';
import { CaptionHint, CaptionTitle, Figure } from './analytics.styles';

/** A card holding one figure (a chart or a table): named by its title, described by the one-line hint of what it counts. */
export function ChartFigure({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Card>
      <Figure aria-labelledby={titleId} aria-describedby={hintId}>
        <figcaption>
          <CaptionTitle id={titleId}>{title}</CaptionTitle>
          <CaptionHint id={hintId}>{hint}</CaptionHint>
        </figcaption>
        {children}
      </Figure>
    </Card>
  );
}
