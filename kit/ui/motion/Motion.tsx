import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./features').then((m) => m.default);

/**
 * Motion for islands (blocks with behaviour, decision 0008): framer-motion's small `m` components, with the animation features
 * fetched lazily (LazyMotion, strict: a full `motion.*` component would be an error). Visitors who
 * ask for reduced motion get no transforms (MotionConfig "user"). Nothing here hides content before
 * JavaScript runs: animate entrances with `initial={false}` on what the server rendered.
 */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
