// Issue 13 item 6: a page whose code cannot be loaded (a new deployment removed it, or the network is gone) keeps
// the layout, says what happened, offers Reload, and after a deployment reloads by itself, once, into the new build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openSignedIn, registerThroughApi } from './support/api';
import { waitForPage } from './support/flows';
import { BUILT_CLIENT_DIR, launchChromium, newUser, startAppServer, type AppServer } from './support/harness';

let clientDir: string;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'fm-stale-'));
  cpSync(BUILT_CLIENT_DIR, clientDir, { recursive: true });
  server = await startAppServer({ clientDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * A deployment as the browser sees it: every asset of the new build has a new name (and names the others by their
 * new names), index.html names the new entry, and the old chunk of `page` is gone. The page still running the old
 * build can load its other old chunks, as from a cache, but not that one.
 */
function deployNewBuild(page: string): void {
  const assets = path.join(clientDir, 'assets');
  const files = readdirSync(assets);
  const renamed = new Map(files.map((file) => [file, file.replace(/(\.[a-z]+)$/, '-next$1')]));
  const rename = (text: string) => {
    let out = text;
    for (const [from, to] of renamed) out = out.split(from).join(to);
    return out;
  };
  for (const [from, to] of renamed) {
    const content = readFileSync(path.join(assets, from));
    const textual = /\.(js|css|html|json|svg)$/.test(from);
    writeFileSync(path.join(assets, to), textual ? rename(content.toString('utf8')) : content);
  }
  writeFileSync(path.join(clientDir, 'index.html'), rename(readFileSync(path.join(clientDir, 'index.html'), 'utf8')));
  const chunk = files.find((file) => file.startsWith(`${page}-`) && file.endsWith('.js'));
  if (!chunk) throw new Error(`No ${page} chunk in ${files.join(', ')}`);
  rmSync(path.join(assets, chunk));
}

test('a page whose code is gone after a deployment: the layout stays, the app reloads once into the new build', async () => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  try {
    const user = await registerThroughApi(server.baseUrl, newUser());
    await openSignedIn(page, user, '/home');
    await waitForPage(page, 'Home');

    // Offline, a page not loaded yet cannot come: the sidebar stays and the page says so.
    await context.setOffline(true);
    await page.getByRole('complementary').getByRole('link', { name: 'Tags', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    await page.getByText(/you may be offline/).waitFor();
    await page.getByRole('complementary').getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reload', exact: true }).waitFor();
    await context.setOffline(false);

    // A new version is deployed while the page is open: its Foods chunk has a new name.
    deployNewBuild('FoodListPage');
    await page.getByRole('complementary').getByRole('link', { name: 'Foods', exact: true }).click();
    // It reloads by itself and shows the page from the new build.
    await waitForPage(page, 'Foods');
    const entry = await page.evaluate('document.querySelector(\'script[type="module"][src]\').getAttribute("src")');
    expect(entry).toMatch(/-next\.js$/);
    // Once: the flag that stops a second reload names the new build.
    expect(await page.evaluate('sessionStorage.getItem("fitness-manager.reloaded-for-build")')).toBe(entry);
  } finally {
    await context.close();
  }
});
