import { lazy, Suspense } from 'react';
import { CtaBand } from './components/cta-band';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { TestimonialsSection } from './components/testimonials-section';
import { WhenVisible } from './components/when-visible';

// The live totals need the API client; they load when the visitor scrolls towards them.
const StatsSection = lazy(() => import('./components/stats-section').then((m) => ({ default: m.StatsSection })));

/** `/`: the platform's front door, open to signed-out visitors. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <WhenVisible minBlockSize="16rem">
        <Suspense fallback={<div style={{ minBlockSize: '16rem' }} />}>
          <StatsSection />
        </Suspense>
      </WhenVisible>
      <TestimonialsSection />
      <CtaBand />
    </>
  );
}
