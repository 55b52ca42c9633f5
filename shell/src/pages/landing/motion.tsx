import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

// Motion's animation features load after the page (LazyMotion), so they cost `/` nothing up front;
// `reducedMotion="user"` turns movement off for people who ask their system for less of it.
const loadFeatures = () =>
  import(/* webpackChunkName: "lazy-motion" */ './motion-features').then((module) => module.default);

export function Motion({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
