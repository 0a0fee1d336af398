import { reloadPage } from './reloadPage';

/** Whether a route failed because its code could not be fetched (a new deployment removed it, or no network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The app's entry script as the page loaded it (`/assets/index-<hash>.js`), which names its build. */
function loadedBuild(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/** The entry script the server's index.html names now, or null when it cannot be read (offline). */
async function deployedBuild(): Promise<string | null> {
  try {
    const response = await fetch('/index.html', { cache: 'no-store' });
    if (!response.ok) return null;
    const match = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(await response.text());
    return match ? new URL(match[1], window.location.href).pathname : null;
  } catch {
    return null;
  }
}

/** Remembers the build a reload was already made for, so a page that still fails does not reload forever. */
const RELOADED_FOR = 'fitness-manager.reloaded-for-build';

/**
 * After a deployment the page's old code names chunks the server no longer has: reload once to get the new build.
 * Resolves true when it reloads.
 */
export async function reloadForNewBuild(): Promise<boolean> {
  const [loaded, deployed] = [loadedBuild(), await deployedBuild()];
  if (!deployed || deployed === loaded || sessionStorage.getItem(RELOADED_FOR) === deployed) return false;
  sessionStorage.setItem(RELOADED_FOR, deployed);
  reloadPage();
  return true;
}
