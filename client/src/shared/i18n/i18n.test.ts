import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { chooseLanguage, currentLanguage, followOtherTabs, formatMessage, initialLanguage, LANGUAGE_STORAGE_KEY, t } from './i18n';
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

  it('follows a language chosen in another tab of the browser (its storage event), as a sign-out reaches every tab', async () => {
    const stop = followOtherTabs();
    try {
      // What the browser hands this tab when another one's chooseLanguage writes the choice.
      const fromOtherTab = (newValue: string | null, key = LANGUAGE_STORAGE_KEY) =>
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      fromOtherTab('pt-BR');
      await waitFor(() => expect(currentLanguage()).toBe('pt-BR'));
      expect(document.documentElement.lang).toBe('pt-BR');
      expect(t('auth.login.submit')).toBe('Entrar');
      // Other keys and values that are no language change nothing.
      fromOtherTab('en', 'something-else');
      fromOtherTab('fr');
      fromOtherTab(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(currentLanguage()).toBe('pt-BR');
      fromOtherTab('en');
      await waitFor(() => expect(currentLanguage()).toBe('en'));
    } finally {
      stop();
    }
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

  it('words counts in natural Portuguese, zero included (CLDR’s Portuguese `one` is 0 and 1)', async () => {
    expect(t('meals.copy.copied', { count: 1, date: '01/03/2026' })).toBe('Copied 1 entry from 01/03/2026.');
    expect(t('meals.copy.copied', { count: 2, date: '01/03/2026' })).toBe('Copied 2 entries from 01/03/2026.');
    expect(t('workouts.page.subtitle', { startedAt: '08:00', done: 0 })).toBe('Started 08:00 · 0 sets done');
    expect(t('progress.diet.logged', { logged: 1, days: 1 })).toBe('Days logged: <strong>1</strong> of 1 day in range');
    expect(t('progress.diet.logged', { logged: 3, days: 30 })).toBe('Days logged: <strong>3</strong> of 30 days in range');
    await chooseLanguage('pt-BR');
    expect(t('meals.copy.copied', { count: 0, date: '01/03/2026' })).toBe('Nenhum item copiado de 01/03/2026.');
    expect(t('meals.copy.copied', { count: 1, date: '01/03/2026' })).toBe('1 item copiado de 01/03/2026.');
    expect(t('meals.copy.copied', { count: 3, date: '01/03/2026' })).toBe('3 itens copiados de 01/03/2026.');
    expect(t('meals.copy.entries', { count: 0 })).toBe('nenhum item');
    expect(t('workouts.page.subtitle', { startedAt: '08:00', done: 0 })).toBe('Começou em 08:00 · nenhuma série feita');
    expect(t('workouts.page.subtitle', { startedAt: '08:00', done: 1 })).toBe('Começou em 08:00 · 1 série feita');
    expect(t('workouts.page.subtitle', { startedAt: '08:00', done: 4 })).toBe('Começou em 08:00 · 4 séries feitas');
    expect(t('common.pageStatus', { page: 1, pages: 1, count: 0 })).toBe('Página 1 de 1 · nenhum item');
    expect(t('select.results', { count: 0 })).toBe('nenhum resultado disponível');
    expect(t('progress.diet.logged', { logged: 1, days: 1 })).toBe('Dias registrados: <strong>1</strong> de 1 dia no período');
    expect(t('routines.history.count', { shown: 1, total: 1 })).toBe('1 de 1 sessão feita');
    expect(t('routines.history.count', { shown: 10, total: 12 })).toBe('10 de 12 sessões feitas');
  });

  it('words success in Portuguese without guessing the gender of a name', async () => {
    await chooseLanguage('pt-BR');
    expect(t('common.created', { name: 'Vitamina de Banana' })).toBe('Cadastro de “Vitamina de Banana” concluído.');
    expect(t('common.edited', { name: 'Vitamina de Banana' })).toBe('Alterações em “Vitamina de Banana” salvas.');
    expect(t('common.deleted', { name: 'Vitamina de Banana' })).toBe('Exclusão de “Vitamina de Banana” concluída.');
    expect(t('common.added', { name: 'Aveia' })).toBe('Item “Aveia” adicionado.');
  });
});
