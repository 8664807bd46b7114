import { lazy, Suspense } from 'react';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { WhenVisible } from './components/when-visible';

// The live totals need the API client; they load when the visitor scrolls towards them.
const StatsSection = lazy(() => import('./components/stats-section').then((m) => ({ default: m.StatsSection })));
// Testimonials and the closing call to action sit below the stats, well out of the first screen.
const ClosingSections = lazy(() => import('./components/closing-sections').then((m) => ({ default: m.ClosingSections })));

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
      <WhenVisible minBlockSize="44rem">
        <Suspense fallback={<div style={{ minBlockSize: '44rem' }} />}>
          <ClosingSections />
        </Suspense>
      </WhenVisible>
    </>
  );
}
