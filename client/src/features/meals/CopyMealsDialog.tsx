import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { DailyMealFieldsFragment } from '../../gql/graphql';
import { errorMessages } from '../../shared/apolloErrors';
import { BusyButton } from '../../shared/BusyButton';
import { addDays, formatPtBrDate } from '../../shared/dates';
import { dayProblem } from '../../shared/formRules';
import { DateInput } from '../../shared/DateInput';
import { FormField } from '../../shared/FormField';
import { Modal } from '../../shared/Modal';
import { notify } from '../../shared/notify';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { DailyMealQuery } from './mealDocuments';
import { useCopyDay, useCopyMeal } from './useMealMutations';
import { t as translate, useT } from '../../shared/i18n/i18n';

export interface CopyMealsDialogProps {
  open: boolean;
  /** The day being filled, "YYYY-MM-DD". */
  date: string;
  today: string;
  /** That day, or null when it was not started (then only a whole day can be copied: it starts the day). */
  day: DailyMealFieldsFragment | null;
  onClose: () => void;
}

type Scope = 'day' | 'meal';

const entryCount = (day: DailyMealFieldsFragment) => day.meals.reduce((count, meal) => count + meal.entries.length, 0);
const entriesText = (count: number) => translate('meals.copy.entries', { count });

/**
 * 'Copy from another day': every entry of a chosen day (default: the day before) into this day's meals by position,
 * or one meal into one meal. Shows what the chosen day holds before copying; a day with nothing says so, and the
 * server's refusal (nothing to copy) is shown in the dialog with the focus kept there.
 */
export function CopyMealsDialog(props: CopyMealsDialogProps) {
  // A fresh form every time it opens (the default source follows the day shown).
  return props.open ? <CopyMealsForm key={props.date} {...props} /> : null;
}

function CopyMealsForm({ date, today, day, onClose }: CopyMealsDialogProps) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(() => addDays(date, -1));
  const [scope, setScope] = useState<Scope>('day');
  const [fromMealId, setFromMealId] = useState<number | null>(null);
  const [toMealId, setToMealId] = useState<number | null>(day?.meals[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const fromRef = useRef<HTMLInputElement>(null);
  const copyDay = useCopyDay();
  const copyMeal = useCopyMeal();

  const fromError =
    dayProblem(from, { today, afterToday: 'meals.copy.upToToday', empty: 'meals.copy.chooseDate' }) ??
    (from === date ? t('rule.copyFromOtherDay') : null);
  const validFrom = fromError === null;
  const source = useQuery(DailyMealQuery, { variables: { date: from }, skip: !validFrom });
  const sourceDay = validFrom ? source.data?.dailyMeal : undefined;
  const sourceMeals = sourceDay?.meals.filter((meal) => meal.entries.length > 0) ?? [];
  const chosenFromMeal = sourceMeals.find((meal) => meal.id === fromMealId) ?? sourceMeals[0] ?? null;

  const canCopyMeal = day !== null && day.meals.length > 0;
  const toMeal = scope === 'meal' && canCopyMeal ? (day.meals.find((meal) => meal.id === toMealId) ?? null) : null;
  let summary: string | null = null;
  // Copy is offered only once the chosen day is known to have entries (the server would refuse it anyway).
  let nothingToCopy = false;
  if (validFrom && source.data) {
    const count = sourceDay ? entryCount(sourceDay) : 0;
    nothingToCopy = count === 0;
    summary =
      count === 0
        ? t('rule.nothingToCopyOnDay', { date: formatPtBrDate(from) })
        : t('meals.copy.summary', { date: formatPtBrDate(from), entries: entriesText(count), meals: sourceMeals.length });
    // A copy adds to what is there (copying twice doubles the day): say so before it happens.
    const already = toMeal ? toMeal.entries.length : day ? entryCount(day) : 0;
    if (count > 0 && already > 0) {
      summary +=
        ' ' +
        (toMeal
          ? t('meals.copy.addedAfterMeal', { count: already, meal: toMeal.name })
          : t('meals.copy.addedAfterDay', { count: already, date: formatPtBrDate(date) }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!validFrom) {
      fromRef.current?.focus();
      return;
    }
    // One meal needs a meal of that day with entries and a meal of this day: never fall back to the whole day.
    if (scope === 'meal' && (!chosenFromMeal || toMealId === null)) {
      setFailure([summary === null ? t('meals.copy.waitForMeals') : t('meals.copy.chooseSourceMeal')]);
      return;
    }
    setBusy(true);
    setFailure([]);
    try {
      let copied: number;
      if (scope === 'meal' && chosenFromMeal && toMealId !== null) {
        await copyMeal(chosenFromMeal.id, toMealId);
        copied = chosenFromMeal.entries.length;
      } else {
        const before = day ? entryCount(day) : 0;
        copied = entryCount(await copyDay(from, date)) - before;
      }
      notify.success(t('common.success'), t('meals.copy.copied', { count: copied, date: formatPtBrDate(from) }));
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessages(error, t('meals.copy.failed')));
    }
  }

  return (
    <Modal open title={t('meals.copy.title')} onClose={onClose} initialFocusRef={fromRef}>
      <form className="copy-meals" onSubmit={(event) => void submit(event)} noValidate>
        <ServerErrorAlert messages={failure} title={t('meals.copy.failedTitle')} />
        <FormField id={`${id}-from`} label={t('meals.copy.from')} error={fromError}>
          <DateInput
            inputRef={fromRef}
            id={`${id}-from`}
            label={t('meals.copy.from')}
            today={today}
            className={fromError ? 'input input--invalid' : 'input'}
            value={from}
            required
            aria-invalid={fromError ? true : undefined}
            aria-describedby={fromError ? `${id}-from-error` : undefined}
            onChange={(value) => {
              setFrom(value);
              // A refusal was about the day it was sent for.
              setFailure([]);
            }}
          />
        </FormField>
        <p className="copy-meals__summary" role="status">
          {summary}
        </p>
        {canCopyMeal ? (
          <fieldset className="form-field copy-meals__scope">
            <legend className="form-field__label">{t('meals.copy.what')}</legend>
            <label className="copy-meals__choice">
              <input type="radio" name={`${id}-scope`} checked={scope === 'day'} onChange={() => setScope('day')} />{' '}
              {t('meals.copy.everyMeal')}
            </label>
            <label className="copy-meals__choice">
              <input type="radio" name={`${id}-scope`} checked={scope === 'meal'} onChange={() => setScope('meal')} />{' '}
              {t('meals.copy.oneMeal')}
            </label>
          </fieldset>
        ) : null}
        {scope === 'meal' && canCopyMeal ? (
          <div className="form-grid">
            <FormField
              id={`${id}-from-meal`}
              label={t('meals.copy.fromMeal')}
              error={sourceMeals.length === 0 && summary ? t('meals.copy.noSourceMeal') : null}
            >
              <select
                id={`${id}-from-meal`}
                className="input"
                value={chosenFromMeal?.id ?? ''}
                disabled={sourceMeals.length === 0}
                onChange={(event) => setFromMealId(Number(event.target.value))}
              >
                {sourceMeals.map((meal) => (
                  <option key={meal.id} value={meal.id}>
                    {t('meals.copy.mealOption', { meal: meal.name, entries: entriesText(meal.entries.length) })}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${id}-to-meal`} label={t('meals.copy.intoMeal')} error={null}>
              <select
                id={`${id}-to-meal`}
                className="input"
                value={toMealId ?? ''}
                onChange={(event) => setToMealId(Number(event.target.value))}
              >
                {day.meals.map((meal) => (
                  <option key={meal.id} value={meal.id}>
                    {meal.name}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        ) : null}
        <div className="form-actions">
          <BusyButton type="submit" className="button--primary" busy={busy} busyLabel={t('meals.copy.copying')} disabled={nothingToCopy}>
            {t('meals.copy.copy')}
          </BusyButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
