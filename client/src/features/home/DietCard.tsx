import { useQuery } from '@apollo/client/react';
import { formatPtBrDate, MACRO_UNITS } from '@fitness-manager/shared';
import { Formik } from 'formik';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { MacroGoalsInput, MealInfoFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { requiredDecimal } from '../../shared/formRules';
import { Modal } from '../../shared/Modal';
import { useToday } from '../../shared/useToday';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { DayTotalsQuery, MealInfoQuery } from '../meals/mealDocuments';
import { useUpdateMacroGoals } from '../meals/useMealMutations';
import { BodyWeightTrendQuery } from '../progress/progressDocuments';
import './DietCard.css';
import { t, useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';
import { macroLabel } from '../../shared/macroColumns';

type Goals = MealInfoFieldsFragment['goals'];
type MacroKey = keyof Omit<Goals, '__typename'>;

const ZERO_TOTALS: Record<MacroKey, string> = { calories: '0', carbohydrates: '0', proteins: '0', fats: '0' };

const GRAMS = ['carbohydrates', 'proteins', 'fats'] as const;

/** current ÷ goal × 100, not capped; `null` without a goal. */
export function progressPercent(current: string, goal: string): number | null {
  const goalValue = Number(goal);
  const currentValue = Number(current);
  if (!Number.isFinite(goalValue) || !Number.isFinite(currentValue) || goalValue <= 0) return null;
  return (currentValue / goalValue) * 100;
}

/**
 * The home page's Diet card: the daily calorie goal, today's calories and macros against their goals with progress
 * bars, a link to /meals and the goals dialog. Today's totals are those of `dailyMeal(today)` (zero until the day is
 * started); entry changes on /meals update them through the cache.
 */
export function DietCard() {
  const t = useT();
  const today = useToday();
  const info = useQuery(MealInfoQuery);
  const day = useQuery(DayTotalsQuery, { variables: { date: today } });
  const [editing, setEditing] = useState(false);
  const goals = info.data?.mealInfo.goals;
  const totals = day.data?.dailyMeal?.totals ?? ZERO_TOTALS;

  let summary;
  if (goals) {
    summary = (
      <>
        <p className="diet-card__goal">
          <RichText
            text={t('home.diet.dailyGoal', { calories: formatDecimal(goals.calories) })}
            parts={{ strong: (text) => <strong>{text}</strong> }}
          />
        </p>
        <MacroProgress label={t('home.diet.caloriesToday')} current={totals.calories} goal={goals.calories} unit="kcal" />
        {GRAMS.map((key) => (
          <MacroProgress key={key} label={macroLabel(key)} current={totals[key]} goal={goals[key]} unit="g" />
        ))}
      </>
    );
  } else if (info.loading) {
    summary = (
      <p className="diet-card__status" role="status">
        {t('common.loading')}
      </p>
    );
  } else {
    // Loading the goals failed: silent, the card only says there is nothing to show.
    summary = <p className="diet-card__status">{t('home.diet.unavailable')}</p>;
  }

  return (
    <section className="card diet-card" aria-labelledby="home-diet-title">
      <h2 id="home-diet-title" className="card__title">
        {t('home.diet.title')}
      </h2>
      {summary}
      <WeightLine today={today} />
      <div className="card__actions">
        <Link className="button button--secondary" to="/meals">
          {t('home.diet.goToMeals')}
        </Link>
        <button type="button" className="button button--secondary" disabled={!goals} onClick={() => setEditing(true)}>
          {t('home.diet.editGoals')}
        </button>
      </div>
      <Modal open={editing && Boolean(goals)} title={t('home.diet.goalsTitle')} size="small" onClose={() => setEditing(false)}>
        {goals ? <GoalsForm goals={goals} onDone={() => setEditing(false)} /> : null}
      </Modal>
    </section>
  );
}

/** A change in kg with its sign: "+0,4 kg", "−1,3 kg" (a real minus sign), "±0 kg". */
export function formatWeightChange(change: string): string {
  const value = Number(change);
  if (value === 0) return t('home.diet.noChange');
  const magnitude = formatDecimal(change.replace(/^[-+]/, ''));
  return `${value < 0 ? '\u2212' : '+'}${magnitude} kg`;
}

/**
 * The latest body weight and its change since the weight it is compared with, named by its date ('since 28/10/2026':
 * about 30 days earlier, never more than 60, see `bodyWeightTrend(today)`, which weight changes on /progress rewrite
 * in the cache); without any weight, a short line leading to /progress to log one. Silent on failure.
 */
function WeightLine({ today }: { today: string }) {
  const t = useT();
  const { data } = useQuery(BodyWeightTrendQuery, { variables: { today } });
  const trend = data?.bodyWeightTrend;
  if (!trend) return null;
  if (!trend.latest) {
    return (
      <p className="diet-card__weight">
        <RichText text={t('home.diet.noWeight')} parts={{ link: (text) => <Link to="/progress">{text}</Link> }} />
      </p>
    );
  }
  return (
    <p className="diet-card__weight">
      <RichText
        text={
          trend.change !== null && trend.change !== undefined && trend.previous
            ? t('home.diet.weightChange', {
                weight: formatDecimal(trend.latest.weight),
                change: formatWeightChange(trend.change),
                date: formatPtBrDate(trend.previous.date),
              })
            : t('home.diet.weight', { weight: formatDecimal(trend.latest.weight) })
        }
        parts={{ strong: (text) => <strong>{text}</strong> }}
      />{' '}
      <Link to="/progress">{t('home.diet.seeProgress')}</Link>
    </p>
  );
}

interface MacroProgressProps {
  label: string;
  current: string;
  goal: string;
  unit: string;
}

/** "current / goal unit" and a progress bar; the bar stops at full, the percentage does not (e.g. '120 %'). */
function MacroProgress({ label, current, goal, unit }: MacroProgressProps) {
  const t = useT();
  const labelId = useId();
  const percent = progressPercent(current, goal);
  const rounded = percent === null ? 0 : Math.round(percent);
  const percentText = percent === null ? t('home.diet.noGoal') : t('home.diet.percent', { percent: formatDecimal(percent, 0) });
  const amounts = t('home.diet.amounts', { current: formatDecimal(current), goal: formatDecimal(goal), unit });
  const over = percent !== null && percent > 100;
  return (
    <div className="macro-progress">
      <div className="macro-progress__head">
        <span id={labelId} className="macro-progress__label">
          {label}
        </span>
        <span className="macro-progress__amounts">{amounts}</span>
      </div>
      <div className="macro-progress__row">
        <div
          className="progress"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={Math.max(100, rounded)}
          aria-valuenow={rounded}
          aria-valuetext={t('home.diet.progressText', {
            percent: percentText,
            current: formatDecimal(current),
            goal: formatDecimal(goal),
            unit,
          })}
        >
          <div
            className={over ? 'progress__bar progress__bar--over' : 'progress__bar'}
            style={{ width: `${Math.min(percent ?? 0, 100)}%` }}
          />
        </div>
        <span className="macro-progress__percent" aria-hidden="true">
          {percentText}
        </span>
      </div>
    </div>
  );
}

interface GoalsValues {
  calories: string;
  carbohydrates: string;
  proteins: string;
  fats: string;
}

const GOAL_FIELDS = ['calories', 'carbohydrates', 'proteins', 'fats'] as const;

const goalsSchema: yup.ObjectSchema<GoalsValues> = yup.object({
  calories: requiredDecimal(),
  carbohydrates: requiredDecimal(),
  proteins: requiredDecimal(),
  fats: requiredDecimal(),
});

/** Typed goals (decimal comma) as the API takes them (dot). */
export function toGoalsInput(values: GoalsValues): MacroGoalsInput {
  return {
    calories: toApiDecimal(values.calories),
    carbohydrates: toApiDecimal(values.carbohydrates),
    proteins: toApiDecimal(values.proteins),
    fats: toApiDecimal(values.fats),
  };
}

function GoalsForm({ goals, onDone }: { goals: Goals; onDone: () => void }) {
  const t = useT();
  const updateGoals = useUpdateMacroGoals();
  // The goals hold from the user's today (their local date) on; earlier days keep theirs.
  const today = useToday();
  const initialValues: GoalsValues = {
    calories: formatDecimal(goals.calories),
    carbohydrates: formatDecimal(goals.carbohydrates),
    proteins: formatDecimal(goals.proteins),
    fats: formatDecimal(goals.fats),
  };

  async function handleSubmit(values: GoalsValues) {
    try {
      await updateGoals(toGoalsInput(values), today);
    } catch (error) {
      // Silent (the product spec's console-only failure): the dialog stays open with what was typed, ready for another
      // try. What the form can check itself (a lone decimal comma among them) is refused before sending.
      console.error('Updating the macro goals failed.', error);
      return;
    }
    onDone();
  }

  return (
    <Formik initialValues={initialValues} validationSchema={goalsSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm className="form" aria-label={t('home.diet.goalsForm')}>
          <FormLeaveGuard />
          {GOAL_FIELDS.map((key) => (
            <DecimalField key={key} name={key} label={macroLabel(key)} suffix={MACRO_UNITS[key]} idPrefix="goals-" />
          ))}
          <div className="form-actions">
            <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
              {t('common.save')}
            </BusyButton>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
