import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, currentLanguage, formatMessage, initialLanguage, LANGUAGE_STORAGE_KEY, t } from './i18n';
import { maxLengthMessage } from '@fitness-manager/shared';

function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  // jsdom's own value again (the setup file switches the language back to English after each test).
  browserLanguages(['en-US', 'en']);
});

describe('the interface language', () => {
  it('opens a first visit in the browser’s language when it is pt or pt-BR (any pt), in English otherwise', () => {
    browserLanguages(['pt-BR', 'en']);
    expect(initialLanguage()).toBe('pt-BR');
    browserLanguages(['pt']);
    expect(initialLanguage()).toBe('pt-BR');
    browserLanguages(['fr-FR', 'pt-PT']);
    expect(initialLanguage()).toBe('pt-BR');
    browserLanguages(['en-GB', 'pt-BR']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['de-DE', 'fr']);
    expect(initialLanguage()).toBe('en');
  });

  it('opens in the language chosen in this browser before, whatever the browser’s language', async () => {
    browserLanguages(['pt-BR']);
    await chooseLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(initialLanguage()).toBe('en');
  });

  it('shows a choice at once: the texts, <html lang>, and the shared rule messages', async () => {
    await chooseLanguage('pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(t('auth.login.submit')).toBe('Entrar');
    expect(formatMessage(maxLengthMessage(100))).toBe('Máximo de 100 caracteres.');

    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('auth.login.submit')).toBe('Sign in');
    expect(formatMessage(maxLengthMessage(100))).toBe('Maximum 100 characters.');
  });

  it('leaves plurals and values to the library, in each language', async () => {
    expect(t('routines.view.timesPerWeek', { times: 1 })).toBe('once a week');
    expect(t('routines.view.timesPerWeek', { times: 3 })).toBe('3 times per week');
    expect(t('common.pageStatus', { page: 1, pages: 2, count: 1 })).toBe('Page 1 of 2 · 1 item');
    expect(t('common.pageStatus', { page: 2, pages: 2, count: 12 })).toBe('Page 2 of 2 · 12 items');
    await chooseLanguage('pt-BR');
    expect(t('routines.view.timesPerWeek', { times: 1 })).toBe('uma vez por semana');
    expect(t('routines.view.timesPerWeek', { times: 3 })).toBe('3 vezes por semana');
    expect(t('meals.copy.entries', { count: 1 })).toBe('1 item');
    expect(t('meals.copy.entries', { count: 5 })).toBe('5 itens');
  });
});
