import { AMOUNT_MAX } from '@fitness-manager/shared';
import type { InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { DECIMAL_SCALE } from './decimal';

/** DECIMAL(12,3) on the server: nine integer digits. */
const MAX_AMOUNT = Number(AMOUNT_MAX);

export interface DecimalInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The shown text, with a decimal comma ("1,5"); `''` when empty. Turn it into the API's form with `toApiDecimal`. */
  value: string;
  /** Called with the new shown text whenever the mask accepts a change. */
  onValueChange: (value: string) => void;
  /** Decimal places allowed: 3 by default, 0 for whole numbers. */
  scale?: number;
  /** Largest value accepted while typing. */
  max?: number;
}

/**
 * A masked number input: decimal comma (a typed dot becomes a comma), up to `scale` decimals (more are refused),
 * no thousands separator, no padded zeros, no negatives.
 */
export function DecimalInput({
  value,
  onValueChange,
  scale = DECIMAL_SCALE,
  max = MAX_AMOUNT,
  ...inputProps
}: DecimalInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      type="text"
      inputMode={scale > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      mask={Number}
      scale={scale}
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
