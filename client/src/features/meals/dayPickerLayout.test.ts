import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest hands CSS modules (even `?raw`) to the tests empty.
const modalCss = readFileSync(resolve(import.meta.dirname, '../../shared/Modal.css'), 'utf8');
const mealsCss = readFileSync(resolve(import.meta.dirname, 'meals.css'), 'utf8');

/** The root font size the rem values below are measured with. */
const REM_PX = 16;
const PHONE_WIDTH_PX = 320;

function parseSheet(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const sheet = style.sheet;
  style.remove();
  if (!sheet) throw new Error('No style sheet');
  return sheet;
}

/** The declarations of `selector` that apply at `widthPx`: the plain rule, then the max-width media rules that match. */
function declarationsAt(css: string, selector: string, widthPx: number): Map<string, string> {
  const values = new Map<string, string>();
  const take = (rule: CSSRule) => {
    if (!(rule instanceof CSSStyleRule) || rule.selectorText !== selector) return;
    for (const property of Array.from(rule.style)) values.set(property, rule.style.getPropertyValue(property).trim());
  };
  for (const rule of Array.from(parseSheet(css).cssRules)) {
    if (rule instanceof CSSMediaRule) {
      const maxWidth = /max-width:\s*(\d+)px/.exec(rule.conditionText)?.[1];
      if (maxWidth && widthPx <= Number(maxWidth)) Array.from(rule.cssRules).forEach(take);
    } else {
      take(rule);
    }
  }
  return values;
}

/** '1rem' → 16, '0.5rem' → 8, '12px' → 12. */
function px(length: string): number {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(length);
  if (!match) throw new Error(`Not a rem or px length: ${length}`);
  return Number(match[1]) * (match[2] === 'rem' ? REM_PX : 1);
}

/** The horizontal padding of a `padding` shorthand (1 to 4 values). */
function horizontalPadding(padding: string): number {
  const parts = padding.split(/\s+/).map(px);
  const right = parts[1] ?? parts[0];
  const left = parts[3] ?? right;
  return left + right;
}

describe("'Pick a date' calendar on a phone", () => {
  it('fits the 7 day columns in the dialog at 320 px wide', () => {
    const backdrop = declarationsAt(modalCss, '.modal-backdrop', PHONE_WIDTH_PX);
    const dialog = declarationsAt(modalCss, '.modal', PHONE_WIDTH_PX);
    const calendar = declarationsAt(mealsCss, '.day-picker', PHONE_WIDTH_PX);

    const room =
      PHONE_WIDTH_PX - horizontalPadding(backdrop.get('padding') ?? '0px') - horizontalPadding(dialog.get('padding') ?? '0px');
    const dayWidth = px(calendar.get('--rdp-day-width') ?? '');
    const buttonWidth = px(calendar.get('--rdp-day_button-width') ?? '');

    expect(7 * dayWidth).toBeLessThanOrEqual(room);
    expect(buttonWidth).toBeLessThanOrEqual(dayWidth);
    // still a comfortable touch target (WCAG 2.5.8 asks for 24 px at least)
    expect(buttonWidth).toBeGreaterThanOrEqual(32);
  });

  it('keeps the roomier days on wider screens', () => {
    expect(declarationsAt(mealsCss, '.day-picker', 1024).get('--rdp-day-width')).toBe('2.6rem');
  });
});
