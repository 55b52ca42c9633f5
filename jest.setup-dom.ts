import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A busy 2-core CI machine renders Chakra's dialogs slower than the default 1 s of findBy*.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Chakra's overlays (Zag.js) call. (Tests that choose the node
// environment have no window, and need none of this.)
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo ??= () => {};
}

if (typeof window !== 'undefined') {
  // Image previews: jsdom has no object URLs.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
}

// jsdom has no PointerEvent; Chakra's state machines (zag) create them on focus changes.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// jsdom has no IntersectionObserver; motion's whileInView uses it. Here everything is in view at once.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class IntersectionObserverPolyfill {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: IntersectionObserverPolyfill });
}

// Each test is a fresh tab: drafts (platform/drafts.ts) and other session storage do not carry over.
if (typeof window !== 'undefined') beforeEach(() => window.sessionStorage.clear());
