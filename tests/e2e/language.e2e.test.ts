// Issue "The interface in Brazilian Portuguese as well as English": a journey in Portuguese, from a browser whose
// language is pt-BR to a second device that opens in the account's language.
import { createFood, createRecipe, graphql, type ApiUser } from './support/api';
import { axeViolations } from './support/axe';
import { e2eTest, newUser, useApp } from './support/harness';
import { waitForPage, waitForPath } from './support/flows';

const app = useApp();

describe('the interface in Brazilian Portuguese', () => {
  e2eTest(
    app,
    'a pt-BR browser opens in Portuguese, registers, sees server messages and the calendar in Portuguese; another device follows',
    async (page, baseUrl) => {
      const user = newUser();

      // First visit: the browser's language decides.
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Entre com seus dados de acesso' }).waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe('pt-BR');
      expect(await page.title()).toBe('Entre com seus dados de acesso · Fitness Manager');
      expect(await axeViolations(page)).toEqual([]);

      // Register in Portuguese: the account starts in the language shown.
      await page.getByRole('link', { name: 'Ainda não tem conta? Cadastre-se agora!' }).click();
      await waitForPath(page, '/register');
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      expect(await page.getByText('Campo obrigatório.').count()).toBe(3);
      await page.getByLabel('Nome').fill(user.name);
      await page.getByLabel('E-mail').fill(user.email);
      await page.getByLabel('Senha').fill(user.password);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await waitForPath(page, '/home');
      await waitForPage(page, 'Início');
      expect(await axeViolations(page)).toEqual([]);
      const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
      await sidebar.getByRole('link', { name: 'Refeições do dia', exact: true }).waitFor();

      // A server refusal in Portuguese: deleting a food a recipe uses.
      const stored = await page.evaluate<string>("localStorage.getItem('access_token')");
      const token = (JSON.parse(stored) as { access_token: string }).access_token;
      const api: ApiUser = {
        ...user,
        token,
        call: <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(baseUrl, query, variables, token),
      };
      const ovo = await createFood(api, {
        name: 'Ovo',
        serving: '1',
        unit: 'UN',
        carbohydrates: '0.6',
        proteins: '6.3',
        fats: '5.3',
        calories: '78',
      });
      await createRecipe(api, { name: 'Omelete', serving: '1', unit: 'UN', ingredients: [{ foodId: ovo, quantity: '2' }] });
      await sidebar.getByRole('link', { name: 'Alimentos', exact: true }).click();
      await waitForPage(page, 'Alimentos');
      await page.getByRole('button', { name: 'Excluir Ovo' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Excluir Ovo?' });
      await confirmation.getByText('Não é possível desfazer.').waitFor();
      await confirmation.getByRole('button', { name: 'Excluir' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Falha ao excluir' });
      await toast.getByText('Não é possível excluir um alimento usado em receitas.').waitFor();

      // A full load of a signed-in page (a reload, a bookmark): every text in Portuguese, none shown as its id,
      // the signed-in pages' texts included (their part loads with the page, in the language shown).
      const missingTexts: string[] = [];
      page.on('console', (line) => {
        if (line.text().includes('No message')) missingTexts.push(line.text());
      });
      await page.reload();
      await waitForPage(page, 'Alimentos');
      await sidebar.getByRole('link', { name: 'Rotinas', exact: true }).waitFor();
      expect(await page.title()).toBe('Alimentos · Fitness Manager');
      // The list arrives after the heading: wait for its row (counting at once failed when it had not yet).
      await page.getByRole('button', { name: 'Excluir Ovo' }).waitFor();
      await page.goto('/home');
      await waitForPage(page, 'Início');
      await page.getByRole('heading', { name: 'Dieta' }).waitFor();
      await sidebar.getByRole('link', { name: 'Progresso', exact: true }).waitFor();
      expect(await page.title()).toBe('Início · Fitness Manager');
      expect(await page.evaluate('document.documentElement.lang')).toBe('pt-BR');
      expect(missingTexts).toEqual([]);

      // The calendar names months and weekdays in Portuguese (dates stay dd/mm/yyyy).
      await sidebar.getByRole('link', { name: 'Refeições do dia', exact: true }).click();
      await waitForPage(page, 'Refeições do dia');
      await page.getByRole('button', { name: 'Escolher uma data' }).click();
      const calendar = page.getByRole('dialog', { name: 'Escolher uma data' });
      const month = await calendar.getByRole('grid').getAttribute('aria-label');
      expect(month).toMatch(/^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \d{4}$/);
      await calendar.getByRole('button', { name: 'Fechar' }).click();

      // Another device, an English browser: after signing in it opens in the account's language.
      const other = await app.browser().newContext({ baseURL: baseUrl, locale: 'en-US' });
      try {
        const second = await other.newPage();
        await second.goto('/login');
        await second.getByRole('heading', { name: 'Sign in with your credentials' }).waitFor();
        await second.getByLabel('Email').fill(user.email);
        await second.getByLabel('Password').fill(user.password);
        await second.getByRole('button', { name: 'Sign in' }).click();
        await second.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
        expect(await second.evaluate('document.documentElement.lang')).toBe('pt-BR');

        // Switching back to English there is saved on the account too: the first device follows at its next sign-in.
        await second.getByRole('complementary').getByLabel('Idioma').selectOption('en');
        await second.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        expect(await second.evaluate('document.documentElement.lang')).toBe('en');
        await second.reload();
        await second.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      } finally {
        await other.close();
      }
      const me = await api.call<{ me: { language: string } }>('query { me { language } }');
      expect(me.me.language).toBe('EN');
    },
    { locale: 'pt-BR' },
  );

  e2eTest(app, 'the last choice wins when an earlier choice’s texts arrive after it', async (page) => {
    // The Portuguese sign-in texts come slowly (a slow connection): Portuguese is chosen, then English at once.
    let held = 0;
    await page.route(/\/assets\/signin-[^/]*\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in with your credentials' }).waitFor();
    const select = page.getByLabel('Language');
    const arrived = page.waitForResponse(/\/assets\/signin-[^/]*\.js$/);
    await select.selectOption('pt-BR');
    await select.selectOption('en');
    // Once the Portuguese texts have arrived, English stays: on screen, in <html lang> and in this browser.
    await arrived;
    await page.waitForFunction("!document.querySelector('select[aria-busy]')");
    expect(held).toBe(1);
    await page.getByRole('heading', { name: 'Sign in with your credentials' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    expect(await page.evaluate("localStorage.getItem('language')")).toBe('en');
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
  });
});
