import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './matchMedia';

installMatchMedia();

afterEach(() => {
  cleanup();
  localStorage.clear();
  setViewportWidth(1024);
});
