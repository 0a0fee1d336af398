// Issue 15 "Your data is yours", its end-to-end bullet: download an export through the 'Your data' page and upload it
// into another account through the same page (preview, then import), and import foods from a CSV with a decimal comma.
import { readFile } from 'node:fs/promises';
import { createFood, openSignedIn, registerThroughApi } from './support/api';
import { axeViolations } from './support/axe';
import { openFromSidebar } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

describe('your data', () => {
  e2eTest(app, 'an export downloaded from the page imports into another account through the page', async (page, baseUrl) => {
    const source = await registerThroughApi(baseUrl, newUser());
    for (const name of ['Aveia', 'Banana']) {
      await createFood(source, { name, serving: '100', unit: 'G', carbohydrates: '50.5', proteins: '10', fats: '5', calories: '300' });
    }
    await openSignedIn(page, source, '/home');
    await openFromSidebar(page, 'Your data', '/account/data', 'Your data');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export everything (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fitness-manager-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.foods.map((food: { name: string }) => food.name)).toEqual(['Aveia', 'Banana']);

    const target = await registerThroughApi(baseUrl, newUser());
    await openSignedIn(page, target, '/account/data');
    const card = page.getByRole('article', { name: 'Import a Fitness Manager export' });
    await card.getByLabel('Fitness Manager export file', { exact: true }).setInputFiles(await download.path());
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = card.getByRole('region', { name: /Preview: this file brings/ });
    await preview.getByText('2 foods').waitFor();
    await preview.getByRole('button', { name: 'Import' }).click();
    await card
      .getByRole('region', { name: /Imported/ })
      .getByText('2 foods')
      .waitFor();

    await openFromSidebar(page, 'Foods', '/foods/list', 'Foods');
    await page.getByRole('rowheader', { name: 'Banana', exact: true }).waitFor();
  });

  e2eTest(app, 'foods from a CSV with a decimal comma: preview with the bad line, then import', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    await openSignedIn(page, user, '/account/data');
    const card = page.getByRole('article', { name: 'Import foods (CSV)' });
    const csv = 'name;serving;unit;carbohydrates;proteins;fats;calories\nArroz;100;g;28,1;2,5;0,2;128\nRuim;0;g;1;1;1;1\n';
    await card
      .getByLabel('Foods file', { exact: true })
      .setInputFiles({ name: 'foods.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = card.getByRole('region', { name: /Preview: this file brings/ });
    await preview.getByText('1 food', { exact: true }).waitFor();
    await preview.getByRole('row', { name: '3 serving: Must be greater than 0.' }).waitFor();
    // The page with a preview and its problems table passes axe.
    expect(await axeViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Import' }).click();
    await card.getByRole('region', { name: /Imported/ }).waitFor();
    await openFromSidebar(page, 'Foods', '/foods/list', 'Foods');
    await page.getByRole('rowheader', { name: 'Arroz', exact: true }).waitFor();
    await page.getByRole('cell', { name: '28,1', exact: true }).waitFor();
  });

  e2eTest(
    app,
    'in Portuguese: the page, the preview’s counts and the server’s problem of a line in the language shown',
    async (page, baseUrl) => {
      const user = await registerThroughApi(baseUrl, newUser());
      await openSignedIn(page, user, '/account/data');
      await page.getByRole('heading', { level: 1, name: 'Seus dados' }).waitFor();
      const card = page.getByRole('article', { name: 'Importar alimentos (CSV)' });
      const csv = 'name;serving;unit;carbohydrates;proteins;fats;calories\nArroz;100;g;28,1;2,5;0,2;128\nRuim;0;g;1;1;1;1\n';
      await card
        .getByLabel('Arquivo de alimentos', { exact: true })
        .setInputFiles({ name: 'foods.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await card.getByRole('button', { name: 'Ver prévia' }).click();
      const preview = card.getByRole('region', { name: 'Prévia: este arquivo traz (Alimentos (vírgula decimal), 2 linhas)' });
      await preview.getByText('1 alimento', { exact: true }).waitFor();
      await preview.getByText('1 problema: essas linhas ficam de fora.').waitFor();
      await preview.getByRole('row', { name: '3 serving: Deve ser maior que 0.' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
    { locale: 'pt-BR' },
  );
});
