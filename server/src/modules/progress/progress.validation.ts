import { ValidateBy } from 'class-validator';
import { Decimal } from 'decimal.js';
import type { Message } from '@fitness-manager/shared';
import { ruleMessage } from '../../common/messages';

/** A decimal string at most `max` (pair with IsAmount, which reports what is not a number). */
export const IsAtMost = (max: number, message: Message) =>
  ValidateBy({
    name: 'isAtMost',
    validator: {
      validate: (value: unknown) => {
        try {
          return !new Decimal(value as Decimal.Value).gt(max);
        } catch {
          return true;
        }
      },
      defaultMessage: () => ruleMessage(message),
    },
  });
