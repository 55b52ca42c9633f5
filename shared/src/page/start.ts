// How a served page starts its app: after its first contentful paint (docs/performance.md, "Paint
// first, then start"). What the app loads waits in an inert template until then.

/**
 * The `<template>` in the page's head holding the app's scripts and preloads, which the page's start
 * script (shell/src/index.html) puts into the head once the page has painted. The shell's build writes
 * its own in it (infra/build/start-after-paint.cjs); the host adds the path's remote.
 */
export const START_TEMPLATE_ID = 'fairgo-start';
