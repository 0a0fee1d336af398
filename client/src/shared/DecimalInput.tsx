import { AMOUNT_MAX, readDecimalMarks, THOUSANDS_SEPARATOR_MESSAGE } from '@fitness-manager/shared';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { IMask, IMaskInput } from 'react-imask';
import { DECIMAL_SCALE, formatDecimal } from './decimal';
import { message } from '@fitness-manager/shared';
import { formatMessage, t } from './i18n/i18n';

/** DECIMAL(12,3) on the server: nine integer digits. */
const MAX_AMOUNT = Number(AMOUNT_MAX);

export interface DecimalInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** The shown text, with a decimal comma ("1,5"); `''` when empty. Turn it into the API's form with `toApiDecimal`. */
  value: string;
  /** Called with the new shown text whenever the mask accepts a change. */
  onValueChange: (value: string) => void;
  /** Decimal places allowed: 3 by default, 0 for whole numbers. */
  scale?: number;
  /** Largest value accepted while typing. */
  max?: number;
  /**
   * Told why typed or pasted text was not taken (`null` once input is taken again), so the field can say it
   * instead of dropping characters silently.
   */
  onRefuse?: (message: string | null) => void;
}

/**
 * Why `text` (what the field would hold after an edit) cannot be taken, or `null`. The dot counts as the decimal
 * mark, as the mask makes it a comma.
 */
export function refusalOf(text: string, scale: number, max: number): string | null {
  const normalized = text.replace(/\s/g, '').replace(/\./g, ',');
  if (/[^\d,]/.test(normalized)) return t('common.numbersOnly');
  const [, decimals, extra] = normalized.split(',');
  if (extra !== undefined) return t('common.oneDecimalSeparator');
  if (decimals !== undefined && decimals.length > scale) return formatMessage(message('rule.decimalPlaces', { max: scale }));
  if (Number(normalized.replace(',', '.')) > max) return t('common.atMostNumber', { max: formatDecimal(max) });
  return null;
}

/**
 * What becomes of `inserted`, typed or pasted over `value`'s `start`–`end`: the mask takes it as it is (`take`), the
 * field holds `value` instead (a thousands separator dropped; `note` says so when it was a mark already shown), or it
 * is refused (`refuse`: why). Marks are read by the shared rule (`readDecimalMarks`), so nothing is ever kept as
 * another number: '1.234,5' and '1,234.5', typed or pasted, are 1234,5.
 */
export type Insertion = { take: true } | { value: string; note: string | null } | { refuse: string };

/**
 * How the person wrote the decimal comma the field shows: `'.'` (the mask made it a comma) or `','`, typed or pasted;
 * `null` when they did not write it (the value was put in the field, e.g. a saved amount being edited).
 */
export type WrittenMark = '.' | ',' | null;

/**
 * @param shownMark how the comma already in `value` was written (`WrittenMark`): a second mark typed after three
 * decimals reads the first as a thousands separator only when the two were written differently ("1.234,5" typed in
 * pt-BR, "1,234.5" in English) or the first was a dot ("1.234.567"); after a comma the person typed as a comma, or
 * one they did not write, a second mark is refused, so 1,234 never silently becomes 1234.
 */
export function insertionOf(
  value: string,
  start: number,
  end: number,
  inserted: string,
  scale: number,
  max: number,
  shownMark: WrittenMark = null,
): Insertion {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const taken = (next: string, note: string | null): Insertion => {
    const problem = refusalOf(next, scale, max);
    return problem ? { refuse: problem } : { value: next, note };
  };
  // A second mark typed after three decimals ("1,234" then "," or "."): when the first mark was a typed dot, or the
  // two differ, the first, which the mask showed as a comma, was a thousands separator — "1.234,5", "1.234.567" or
  // "1,234.5" being typed. The field says how it read it. A comma typed twice is refused below (one decimal mark).
  const thousands = shownMark === '.' || (shownMark === ',' && inserted === '.');
  if (thousands && /^[.,]$/.test(inserted) && after === '' && /^\d+,\d{3}$/.test(before)) {
    return taken(`${before.replace(',', '')},`, t('common.thousandsSeparatorRead'));
  }
  if (inserted.length > 1) {
    const read = readDecimalMarks(inserted);
    if (read === null) return { refuse: formatMessage(THOUSANDS_SEPARATOR_MESSAGE) };
    // Pasted with a thousands separator ("1.234,5"): the number it stands for, without it.
    if (read !== inserted.replace('.', ',') && /^\d*,?\d*$/.test(read)) return taken(before + read + after, null);
    // "1.234" pasted is 1,234 (a lone dot is the decimal mark), but in pt-BR it may mean a thousand, and "1,234" in
    // English: the field says how it read it.
    if (/^\d{1,3}\.\d{3}$/.test(inserted)) return taken(before + read + after, t('common.dotReadAsDecimal'));
    if (/^\d{1,3},\d{3}$/.test(inserted)) return taken(before + read + after, t('common.commaReadAsDecimal'));
  }
  const problem = refusalOf(before + inserted + after, scale, max);
  return problem ? { refuse: problem } : { take: true };
}

/**
 * The mask's number, but a lone decimal mark stays as typed when the field is left: IMask makes "," a 0 there (its
 * `normalizeZeros`), so a field that nothing was typed in but a comma would save 0; kept, the form's rule
 * (`decimalProblem`) says "Must be a number.".
 */
class DecimalMasked extends IMask.MaskedNumber {
  /**
   * Set while the input puts in a value that ends in its mark ("1234,": "1.234" then "," typed, the thousands
   * separator dropped): kept as it is, for the decimals that follow, not tidied to "1234" as a left field is.
   */
  keepMark = false;

  override doCommit(): void {
    if (this.value === this.radix || this.keepMark) return;
    super.doCommit();
  }
}

/**
 * What the `IMaskInput`'s ref holds: the mask, once mounted. react-imask makes it in its `componentDidMount` (a mask is
 * always given), which runs before this input's effects add their listeners, and drops it only when unmounting (the
 * listeners are gone first); its `masked` is a `DecimalMasked`, as IMask builds a mask given as a `Masked` subclass
 * from that class (its `maskedClass`), `updateOptions` keeping it.
 */
interface MaskHolder {
  maskRef?: { value: string; masked: DecimalMasked };
}

/**
 * A masked number input: decimal comma (a typed dot becomes a comma), up to `scale` decimals, no thousands
 * separator, no padded zeros, no negatives. A thousands separator typed or pasted is dropped ('1.234,5' and
 * '1,234.5' are 1234,5: `insertionOf`, after the shared rule `readDecimalMarks`). Nothing typed or pasted is dropped
 * or changed in silence: an insertion the mask cannot take whole (a second decimal separator, a fourth decimal,
 * thousands not in groups of 3) is refused whole and `onRefuse` says why. A whole-number field (scale 0) keeps a typed separator ("4,5") so the form's validation says it must be a
 * whole number: a mask that dropped it would turn 4,5 sets into 45 and 90.5 seconds into 905.
 */
export function DecimalInput({
  value,
  onValueChange,
  scale = DECIMAL_SCALE,
  max = MAX_AMOUNT,
  onRefuse,
  ...inputProps
}: DecimalInputProps) {
  const maskScale = scale === 0 ? DECIMAL_SCALE : scale;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskHolder = useRef<MaskHolder | null>(null);
  const refuse = useRef(onRefuse);
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the listener below, which is added once
  refuse.current = onRefuse;
  // How the person wrote the comma the field shows (`insertionOf`), and the last value the field gave out: a value
  // put in from outside (a saved amount, a reset form) carries no written mark.
  const writtenMark = useRef<WrittenMark>(null);
  const given = useRef(value);
  useEffect(() => {
    if (value !== given.current) writtenMark.current = null;
    given.current = value;
  }, [value]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const check = (event: Event, inserted: string | null | undefined) => {
      if (!inserted) return;
      const start = input.selectionStart ?? input.value.length;
      const insertion = insertionOf(input.value, start, input.selectionEnd ?? start, inserted, maskScale, max, writtenMark.current);
      if ('refuse' in insertion) {
        event.preventDefault();
        return void refuse.current?.(insertion.refuse);
      }
      // the last mark written is the one the field shows as its comma (a first one read as thousands is dropped)
      const mark = /[.,](?=[^.,]*$)/.exec(inserted)?.[0];
      if (mark === '.' || mark === ',') writtenMark.current = mark;
      if ('take' in insertion) return void refuse.current?.(null);
      event.preventDefault();
      // Through the mask, as if typed: it tells `onAccept` and puts the caret after the value (the mask is there while
      // this listener is: `MaskHolder`).
      const mask = maskHolder.current!.maskRef!;
      mask.masked.keepMark = true;
      try {
        mask.value = insertion.value;
      } finally {
        mask.masked.keepMark = false;
      }
      refuse.current?.(insertion.note);
    };
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') check(event, event.data);
    };
    const onPaste = (event: ClipboardEvent) => check(event, event.clipboardData?.getData('text/plain')?.trim());
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('paste', onPaste);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('paste', onPaste);
    };
  }, [maskScale, max]);

  return (
    <IMaskInput
      {...inputProps}
      ref={(holder: unknown) => {
        maskHolder.current = holder as MaskHolder | null;
      }}
      inputRef={(element: HTMLInputElement | null) => {
        inputRef.current = element;
      }}
      type="text"
      inputMode={scale > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      mask={DecimalMasked}
      scale={maskScale}
      radix=","
      mapToRadix={['.']}
      thousandsSeparator=""
      padFractionalZeros={false}
      normalizeZeros
      min={0}
      max={max}
      value={value}
      unmask={false}
      onAccept={(accepted: string) => {
        given.current = accepted;
        if (accepted !== value) onValueChange(accepted);
      }}
    />
  );
}
