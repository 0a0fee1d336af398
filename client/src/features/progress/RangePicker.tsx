import { type FormEvent, useId, useState } from 'react';
import { formatPtBrDate } from '../../shared/dates';
import { DateInput } from '../../shared/DateInput';
import { FieldError } from '../../shared/FieldError';
import { type DayRange, PRESET_DAYS, type PresetDays, type RangeErrors, validateRange } from './progressRange';
import { useT } from '../../shared/i18n/i18n';

export type RangeChoice = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; range: DayRange };

/** The radio value of the custom range (the presets' values are their day counts). */
const CUSTOM: RangeChoice['kind'] = 'custom';

interface RangePickerProps {
  choice: RangeChoice;
  /** The range shown now (the preset's, ending today, or the custom one). */
  range: DayRange;
  today: string;
  onChange: (choice: RangeChoice) => void;
}

/**
 * The range of the page: the last 7, 30 or 90 days ending today, or a custom one typed as two dates (dd/mm/yyyy, or
 * picked in a calendar) and checked
 * before it is shown (start not after end, at most a year, nothing after today).
 */
export function RangePicker({ choice, range, today, onChange }: RangePickerProps) {
  const t = useT();
  const id = useId();
  const [customOpen, setCustomOpen] = useState(choice.kind === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<RangeErrors>({});
  const selected = customOpen ? CUSTOM : choice.kind === 'preset' ? String(choice.days) : CUSTOM;

  function choose(value: string) {
    if (value === CUSTOM) {
      setFrom(range.from);
      setTo(range.to);
      setErrors({});
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ kind: 'preset', days: Number(value) as PresetDays });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRange(from, to, today);
    setErrors(found);
    if (found.from || found.to) {
      document.getElementById(found.from ? `${id}-from` : `${id}-to`)?.focus();
      return;
    }
    onChange({ kind: 'custom', range: { from, to } });
  }

  const fromError = errors.from ? `${id}-from-error` : undefined;
  const toError = errors.to ? `${id}-to-error` : undefined;
  return (
    <section className="card progress-range" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('progress.range.title')}
      </h2>
      <fieldset className="progress-range__choices">
        <legend className="visually-hidden">{t('progress.range.daysShown')}</legend>
        {[
          ...PRESET_DAYS.map((days) => ({ value: String(days), label: t('progress.range.last', { days }) })),
          { value: CUSTOM, label: t('progress.range.custom') },
        ].map((option) => (
          <label key={option.value} className="progress-range__choice">
            <input
              type="radio"
              name={`${id}-range`}
              value={option.value}
              checked={selected === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {customOpen ? (
        <form className="progress-range__custom" aria-label={t('progress.range.custom')} noValidate onSubmit={submit}>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-from`}>
              {t('progress.range.start')}
            </label>
            <DateInput
              id={`${id}-from`}
              label={t('progress.range.start')}
              today={today}
              className={errors.from ? 'input input--invalid' : 'input'}
              value={from}
              aria-invalid={errors.from ? true : undefined}
              aria-describedby={fromError}
              onChange={setFrom}
            />
            <div className="form-field__messages">
              <FieldError id={`${id}-from-error`} message={errors.from} />
            </div>
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-to`}>
              {t('progress.range.end')}
            </label>
            <DateInput
              id={`${id}-to`}
              label={t('progress.range.end')}
              today={today}
              className={errors.to ? 'input input--invalid' : 'input'}
              value={to}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={toError}
              onChange={setTo}
            />
            <div className="form-field__messages">
              <FieldError id={`${id}-to-error`} message={errors.to} />
            </div>
          </div>
          <div className="progress-range__apply">
            <button type="submit" className="button button--primary">
              {t('progress.range.show')}
            </button>
          </div>
        </form>
      ) : null}
      <p className="progress-range__shown" role="status">
        {t('progress.range.showing', { from: formatPtBrDate(range.from), to: formatPtBrDate(range.to) })}
      </p>
    </section>
  );
}
