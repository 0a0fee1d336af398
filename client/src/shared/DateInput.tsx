import { useRef, useState, type RefObject } from 'react';
import { CalendarDialog } from './CalendarDialog';
import { formatPtBrDate, isIsoDate, parsePtBrDate } from './dates';
import { useT } from './i18n/i18n';

export interface DateInputProps {
  id: string;
  name?: string;
  /** "YYYY-MM-DD" while the text is a real day (dd/mm/yyyy, or typed YYYY-MM-DD); otherwise the text as typed, trimmed ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's label: it names the calendar's button and dialog. */
  label: string;
  /** Today, "YYYY-MM-DD": the calendar marks it and offers no day after it. */
  today: string;
  /** The text input's ref (e.g. a dialog's first focus). */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The text shown for a value: a day as dd/mm/yyyy, anything else as it is. */
const shown = (value: string) => (isIsoDate(value) ? formatPtBrDate(value) : value);

/**
 * The value a text hands over: the day ("YYYY-MM-DD") when the text is one the pt-BR way (`parsePtBrDate`) or the
 * API's own "2025-11-03" (a four-digit first group is never a day: it cannot be misread), else the text, trimmed
 * ('' when empty). Once the field is left, a day shows as dd/mm/yyyy.
 */
function handedOver(text: string): string {
  return parsePtBrDate(text) ?? text.trim();
}

/** A text that is a day, in either form a field takes: "YYYY-MM-DD" for it, else null. */
const dayOf = (text: string): string | null => {
  const value = handedOver(text);
  return isIsoDate(value) ? value : null;
};

/**
 * A day typed as the product writes days, dd/mm/yyyy (pt-BR, in both interface languages: a browser's native date
 * input would show its own locale's order, e.g. mm/dd/yyyy in an English browser), with a 'Calendar' button that opens
 * the app's calendar (`CalendarDialog`); picking a day (or 'Today') fills the field and gives the focus back
 * to it. What it reads is `parsePtBrDate`'s: also "03112025" (8 digits: all a phone's digits-only keypad, which
 * `inputMode="numeric"` opens, can type; iPhones' has no '/') and "03.11.2025" / "03-11-2025". The text is the
 * input's own while typed ("3/11/2025" stays so, the caret does not jump); once the field is left holding a day, and
 * when a value is set from outside (a row put in the form to edit, a reset), it shows as dd/mm/yyyy. The rules (a
 * real day, not after today…) are the form's, on `value`.
 */
export function DateInput({ id, name, value, onChange, onBlur, label, today, inputRef, className, required, ...aria }: DateInputProps) {
  const t = useT();
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  const [picking, setPicking] = useState(false);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  // A value set from outside (not what the text already says) replaces the text.
  if (value !== seen) {
    setSeen(value);
    if (value !== handedOver(text)) setText(shown(value));
  }

  function change(next: string) {
    setText(next);
    const handed = handedOver(next);
    setSeen(handed);
    onChange(handed);
  }

  // Left holding a day ("03112025", "3.11.2025", "2025-11-03"…): it shows as the product writes days, dd/mm/yyyy.
  function leave() {
    const day = dayOf(text);
    if (day) setText(formatPtBrDate(day));
    onBlur?.();
  }

  function pick(day: string) {
    setPicking(false);
    setText(formatPtBrDate(day));
    setSeen(day);
    onChange(day);
    // After the dialog gives the focus back to the button: the field holds the day picked.
    setTimeout(() => input.current?.focus());
  }

  const formatId = `${id}-format`;
  return (
    <div className="input-group date-input">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('common.date.format')}
        className={className ?? 'input'}
        value={text}
        required={required}
        aria-invalid={aria['aria-invalid']}
        // Its error first (when shown), then the format it takes.
        aria-describedby={[aria['aria-describedby'], formatId].filter(Boolean).join(' ')}
        onChange={(event) => change(event.target.value)}
        onBlur={leave}
      />
      <span id={formatId} className="visually-hidden">
        {t('common.date.format')}
      </span>
      {/* Named by its aria-label; in a narrow field (calendar.css) it shows its icon instead of its word. */}
      <button
        type="button"
        className="button button--secondary input-group__button date-input__calendar"
        aria-label={t('common.date.calendarFor', { label })}
        onClick={() => setPicking(true)}
      >
        <svg className="date-input__icon" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path
            fill="currentColor"
            d="M4 0h2v2h4V0h2v2h2.5A1.5 1.5 0 0 1 16 3.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 14.5v-11A1.5 1.5 0 0 1 1.5 2H4zM2 6v8h12V6zm2 2h2v2H4zm3 0h2v2H7zm3 0h2v2h-2zm-6 3h2v2H4zm3 0h2v2H7z"
          />
        </svg>
        <span className="date-input__word">{t('common.date.calendar')}</span>
      </button>
      <CalendarDialog
        open={picking}
        title={label}
        date={isIsoDate(value) && value <= today ? value : today}
        today={today}
        todayLabel={t('common.date.today')}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
