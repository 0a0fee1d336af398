import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * How the catalogue parts load and which language is shown, on a fresh copy of the i18n module each time (as a
 * page load starts: only English's sign-in part loaded, no signed-in page yet), with the Portuguese parts held
 * back until the test lets them arrive.
 */

type Module = typeof import('./i18n');

interface Gate {
  open: () => void;
  promise: Promise<void>;
}

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { open, promise };
}

let portugueseSignIn: Gate;
let portugueseApp: Gate;

/** A page load: the module as it starts, the Portuguese parts arriving only when their gate opens. */
async function freshI18n(): Promise<Module> {
  vi.resetModules();
  portugueseSignIn = gate();
  portugueseApp = gate();
  vi.doMock('virtual:catalogue/pt-BR/signin', async (importOriginal) => {
    await portugueseSignIn.promise;
    return importOriginal();
  });
  vi.doMock('virtual:catalogue/pt-BR/app', async (importOriginal) => {
    await portugueseApp.promise;
    return importOriginal();
  });
  return import('./i18n');
}

/** Lets every pending promise callback run (the loaders' chains are a few steps long). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.doUnmock('virtual:catalogue/pt-BR/signin');
  vi.doUnmock('virtual:catalogue/pt-BR/app');
  vi.unstubAllEnvs();
  document.documentElement.lang = 'en';
});

describe('a full page load of a signed-in page', () => {
  it('shows its texts in Portuguese when the route loader asks for them while Portuguese is still loading', async () => {
    localStorage.setItem('language', 'pt-BR');
    const i18n = await freshI18n();
    // As main.tsx did: the router (its `/` loader: loadAppMessages) started before startI18n had finished.
    const started = i18n.startI18n();
    const appTexts = i18n.loadAppMessages();
    portugueseSignIn.open();
    portugueseApp.open();
    await Promise.all([started, appTexts]);

    expect(i18n.currentLanguage()).toBe('pt-BR');
    expect(i18n.t('foods.list.title')).toBe('Alimentos');
    expect(i18n.t('layout.routines')).toBe('Rotinas');
    expect(i18n.t('common.documentTitle', { page: i18n.t('foods.list.title') })).toBe('Alimentos · Fitness Manager');
  });

  it('loads the signed-in texts needed while a switch was loading before showing the new language', async () => {
    const i18n = await freshI18n();
    const switched = i18n.chooseLanguage('pt-BR');
    // The signed-in frame starts while the switch loads: its texts are needed in the language switched to as well.
    await i18n.loadAppMessages(); // the language shown has its texts at once
    portugueseSignIn.open();
    await settle();
    expect(i18n.currentLanguage()).toBe('en'); // Portuguese is not shown before its signed-in texts are here
    portugueseApp.open();
    expect(await switched).toBe(true);
    expect(i18n.currentLanguage()).toBe('pt-BR');
    expect(i18n.t('home.title')).toBe('Início');
  });

  it('loads the current language’s signed-in texts too while a switch is loading, so nothing shows an id meanwhile', async () => {
    const i18n = await freshI18n();
    const switched = i18n.chooseLanguage('pt-BR');
    await i18n.loadAppMessages();
    expect(i18n.currentLanguage()).toBe('en');
    expect(i18n.t('home.title')).toBe('Home');
    portugueseSignIn.open();
    portugueseApp.open();
    // Finished here, so it does not switch <html lang> during the next test.
    expect(await switched).toBe(true);
  });
});

describe('the last choice wins', () => {
  it('shows and remembers the latest choice when an earlier one’s texts arrive after it', async () => {
    const i18n = await freshI18n();
    const portuguese = i18n.chooseLanguage('pt-BR');
    const english = i18n.chooseLanguage('en');
    expect(await english).toBe(true);
    portugueseSignIn.open();
    expect(await portuguese).toBe(false);
    await settle();
    expect(i18n.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(i18n.chosenLanguage()).toBe('en');
  });

  it('shows the latest choice when it is the slow one', async () => {
    const i18n = await freshI18n();
    void i18n.chooseLanguage('en');
    const portuguese = i18n.chooseLanguage('pt-BR');
    portugueseSignIn.open();
    expect(await portuguese).toBe(true);
    expect(i18n.currentLanguage()).toBe('pt-BR');
    expect(localStorage.getItem('language')).toBe('pt-BR');
  });
});

describe('a text missing from the catalogue shown (a bug)', () => {
  it('throws in tests', async () => {
    const i18n = await freshI18n();
    expect(() => i18n.t('foods.list.title')).toThrow('No message "foods.list.title" in the en catalogue');
  });

  it('shows the English text in production, never its id, and names it in the console', async () => {
    vi.stubEnv('MODE', 'production');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await freshI18n();
    portugueseSignIn.open();
    await i18n.chooseLanguage('pt-BR');
    // Portuguese shown without its signed-in part: the English text, once English's part has arrived.
    expect(i18n.t('foods.list.title')).toBe('');
    await vi.waitFor(() => expect(i18n.t('foods.list.title')).toBe('Foods'), { timeout: 15_000 });
    expect(i18n.t('foods.form.editTitle', { name: 'Aveia' })).toBe('Editing food Aveia');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('No message "foods.list.title" in the pt-BR catalogue'));
    // Once per text.
    expect(errors.mock.calls.filter(([text]) => String(text).includes('"foods.list.title"'))).toHaveLength(1);
  });
});
