import { AMOUNT_MAX } from '@fitness-manager/shared';
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

/** What the input would hold with `inserted` typed or pasted over its selection. */
function withInserted(input: HTMLInputElement, inserted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + inserted + input.value.slice(end);
}

/**
 * The mask's number, but a lone decimal mark stays as typed when the field is left: IMask makes "," a 0 there (its
 * `normalizeZeros`), so a field that nothing was typed in but a comma would save 0; kept, the form's rule
 * (`decimalProblem`) says "Must be a number.".
 */
class DecimalMasked extends IMask.MaskedNumber {
  override doCommit(): void {
    if (this.value === this.radix) return;
    super.doCommit();
  }
}

/**
 * A masked number input: decimal comma (a typed dot becomes a comma), up to `scale` decimals, no thousands
 * separator, no padded zeros, no negatives. Nothing typed or pasted is dropped in silence: an insertion the mask
 * cannot take whole (a second separator, a fourth decimal, '1.234,5' pasted) is refused whole and `onRefuse` says
 * why. A whole-number field (scale 0) keeps a typed separator ("4,5") so the form's validation says it must be a
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
  const refuse = useRef(onRefuse);
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the listener below, which is added once
  refuse.current = onRefuse;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const check = (event: Event, inserted: string | null | undefined) => {
      if (!inserted) return;
      const problem = refusalOf(withInserted(input, inserted), maskScale, max);
      if (problem) event.preventDefault();
      refuse.current?.(problem);
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
        if (accepted !== value) onValueChange(accepted);
      }}
    />
  );
}
