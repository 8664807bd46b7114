import { CaptionHint } from './analytics.styles';

/** A figure's caption: its title and, under it, what it counts. */
export function ChartCaption({ title, hint }: { title: string; hint: string }) {
  return (
    <figcaption>
      <span>{title}</span>
      <CaptionHint>{hint}</CaptionHint>
    </figcaption>
  );
}
