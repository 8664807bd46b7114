import { CtaBand } from './cta-band';
import { TestimonialsSection } from './testimonials-section';

/** The landing page's last sections, far below the fold: one chunk, loaded as the visitor scrolls on. */
export function ClosingSections() {
  return (
    <>
      <TestimonialsSection />
      <CtaBand />
    </>
  );
}
