import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadErrorMessages } from '@/lib/errors';
import { server } from './msw/server';
import { forgetObserved, installTestIntersectionObserver } from './viewport';

// `findBy…` and `waitFor` wait for what a user waits for; on a busy machine a render after a request
// can take longer than Testing Library's default second, so they wait up to five (never a timing
// assertion: a passing test returns as soon as the element is there).
configure({ asyncUtilTimeout: 5_000 });

// A request no test answered fails loudly (the API client sees a network error and the test says which).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  forgetObserved();
  localStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

// The app loads a language's API error messages with its catalogue (lib/i18n.ts); tests render both.
await Promise.all([loadErrorMessages('ar'), loadErrorMessages('en')]);

// jsdom lacks these browser APIs that components use.
installTestIntersectionObserver();
window.scrollTo = () => {};
// Previews of picked files: each gets its own blob: address, as in a browser.
let blobs = 0;
URL.createObjectURL ??= () => `blob:test-${++blobs}`;
URL.revokeObjectURL ??= () => {};
// jsdom has no pointer capture (the toast library captures pointers on swipe).
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
