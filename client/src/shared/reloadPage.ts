/** Reloads the page (a module of its own so tests can watch it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
