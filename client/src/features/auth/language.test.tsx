import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { expIn, makeJwt, storeToken } from '../../test/jwt';
import { chooseLanguage, markLanguageUnsaved } from '../../shared/i18n/i18n';
import { Marker, renderRoutes } from '../../test/render';
import { CurrentUserQuery } from './authDocuments';
import { SetLanguageMutation } from './languageDocuments';
import { LoginPage } from './LoginPage';

const loginRoutes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <Marker name="register" /> },
];

function me(language: 'EN' | 'PT_BR' | null) {
  return {
    request: { query: CurrentUserQuery },
    result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setLanguage(language: 'EN' | 'PT_BR', seen: string[]) {
  return {
    request: { query: SetLanguageMutation, variables: { language } },
    result: () => {
      seen.push(language);
      return { data: { setLanguage: { __typename: 'User' as const, id: 1, language } } };
    },
  };
}

describe('the language switch on the sign-in pages', () => {
  it('shows the page in Brazilian Portuguese at once, remembers it, and words validation in it', async () => {
    const { user } = renderRoutes({ routes: loginRoutes, path: '/login' });
    await user.selectOptions(await screen.findByLabelText('Language'), 'Português (Brasil)');

    expect(await screen.findByRole('heading', { name: 'Entre com seus dados de acesso' })).toBeInTheDocument();
    expect(screen.getByText('Entre para acompanhar sua evolução!')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(document.title).toBe('Entre com seus dados de acesso · Fitness Manager');
    expect(localStorage.getItem('language')).toBe('pt-BR');
    // A choice made signed out goes to the account at the next sign-in.
    expect(localStorage.getItem('language-unsaved')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(2);

    // Messages shown follow a switch back.
    await user.selectOptions(screen.getByLabelText('Idioma'), 'English');
    expect(await screen.findAllByText('Required field.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: "Don't have an account yet? Register now!" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the language of a signed-in account', () => {
  it('opens in the account’s language, chosen on another device', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    renderRoutes({ routes, path: '/no-such-page', mocks: [me('PT_BR')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Barra lateral' });
    expect(within(sidebar).getByRole('link', { name: 'Alimentos' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('pt-BR');
  });

  it('saves the sidebar switch on the account', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const saved: string[] = [];
    const { user } = renderRoutes({ routes, path: '/no-such-page', mocks: [me('EN'), setLanguage('PT_BR', saved)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // Whether or not `Me` (English) has arrived yet, the choice made here stays.
    await user.selectOptions(screen.getByLabelText('Language'), 'Português (Brasil)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['PT_BR']));
  });

  it('keeps a sidebar choice made before the account’s answer arrives', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const saved: string[] = [];
    const slowMe = { ...me('EN'), delay: 400 };
    const { user } = renderRoutes({ routes, path: '/no-such-page', mocks: [slowMe, setLanguage('PT_BR', saved)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'Português (Brasil)');
    // `Me` says English (the language saved before the switch): it arrives, and Portuguese stays.
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['PT_BR']));
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('gives the account the language a sign-in page chose', async () => {
    // Portuguese chosen on the login page (as its switch does), then a sign-in to an account that said English.
    await chooseLanguage('pt-BR');
    markLanguageUnsaved();
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const saved: string[] = [];
    renderRoutes({ routes, path: '/no-such-page', mocks: [me('EN'), setLanguage('PT_BR', saved)] });
    // The latest choice wins: it stays on screen and is saved on the account.
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['PT_BR']));
    expect(localStorage.getItem('language-unsaved')).toBeNull();
  });
});

describe('an account that never chose a language', () => {
  it('gets the language shown, so its other devices open in it', async () => {
    await chooseLanguage('pt-BR');
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const saved: string[] = [];
    renderRoutes({ routes, path: '/no-such-page', mocks: [me(null), setLanguage('PT_BR', saved)] });
    await waitFor(() => expect(saved).toEqual(['PT_BR']));
  });
});
