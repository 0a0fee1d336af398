/** Whether `element` takes the focus from a script (natively focusable controls are not looked for here). */
function isFocusTarget(element: HTMLElement): boolean {
  return element.hasAttribute('tabindex') && !element.closest('[hidden], [inert]');
}

/** A section named for assistive technology (`aria-labelledby` / `aria-label`), e.g. a meal card. */
function isNamedSection(element: HTMLElement): boolean {
  return (
    (element.localName === 'section' || element.getAttribute('role') === 'region') &&
    (element.hasAttribute('aria-labelledby') || element.hasAttribute('aria-label'))
  );
}

/** Focuses a named section that is not focusable itself, for this one time (the tabindex goes with the focus). */
function focusSection(section: HTMLElement): void {
  section.setAttribute('tabindex', '-1');
  section.addEventListener('blur', () => section.removeAttribute('tabindex'), { once: true });
  section.focus();
}

/**
 * Keyboard and screen-reader users lose their place when the focused control is removed from the page (e.g. the
 * Delete button of a deleted row): the focus falls back to the document. Call this while `element` has the focus;
 * when it leaves the document and the focus was lost with it, the focus moves to its nearest remaining ancestor that
 * can take it: the table's scroll region, the named section (card) around it, or the page's main region. Nothing
 * happens if the focus went somewhere else meanwhile. Returns a function that stops watching.
 */
export function followFocusWhenRemoved(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== doc.body; node = node.parentElement) ancestors.push(node);

  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    observer.disconnect();
    const focused = doc.activeElement;
    if (focused && focused !== doc.body && focused !== element) return;
    const target = ancestors.find((ancestor) => ancestor.isConnected && (isFocusTarget(ancestor) || isNamedSection(ancestor)));
    if (!target) return;
    if (isFocusTarget(target)) target.focus();
    else focusSection(target);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
