import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { chooseLanguage, currentLanguage, loadAppMessages } from '../shared/i18n/i18n';
import { installMatchMedia, setViewportWidth } from './matchMedia';

installMatchMedia();

// Every page's texts, as the signed-in frame loads them (tests render pages without it). English unless a test switches.
await loadAppMessages();

// findBy*/waitFor give up after 1 s by default; a long page flow (a lazy route, Apollo mocks, several renders) on
// a loaded 2-core CI box has been seen to need more (4 s failed at a load average of 12). Failing assertions still
// fail, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  if (currentLanguage() !== 'en') await chooseLanguage('en');
  localStorage.clear();
  // told as another tab's clear is: modules that keep what they read of the storage read it again
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  setViewportWidth(1024);
});
