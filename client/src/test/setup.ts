import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './matchMedia';

installMatchMedia();

// findBy*/waitFor give up after 1 s by default; a long page flow (a lazy route, Apollo mocks, several renders) on
// a loaded 2-core CI box has been seen to need more (4 s failed at a load average of 12). Failing assertions still
// fail, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  setViewportWidth(1024);
});
