import { useQuery } from '@apollo/client/react';
import {
  BODY_WEIGHT_MAX,
  BODY_WEIGHT_MAX_MESSAGE,
  POSITIVE_MESSAGE,
  WEIGHT_AVERAGE_DAYS,
  weightMovingAverage,
  weightThousandths,
} from '@fitness-manager/shared';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useRef } from 'react';
import * as yup from 'yup';
import type { BodyWeightFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { DateField } from '../../shared/DateField';
import { formatPtBrDate } from '../../shared/dates';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { RowActions } from '../../shared/RowActions';
import { formFields, notifySaveFailed, serverFormErrors } from '../../shared/serverFormErrors';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { keepServerFieldErrors } from '../../shared/fieldFeedback';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { DayChart } from './DayChart';
import { BodyWeightsQuery } from './progressDocuments';
import { daysOf, type DayRange, weightsFrom } from './progressRange';
import { useDeleteBodyWeight, useSetBodyWeight } from './useBodyWeightMutations';
import { dayRule, requiredDecimal, rule } from '../../shared/formRules';
import { t, useT } from '../../shared/i18n/i18n';

interface WeightValues {
  date: string;
  /** As typed, with a decimal comma ("80,5"). */
  weight: string;
}

const ID_PREFIX = 'body-weight-';

/** A typed weight ("80,5") in thousandths of a kg, or null when it is no number ("," alone). */
function thousandths(value: string): bigint | null {
  try {
    return weightThousandths(toApiDecimal(value));
  } catch {
    return null;
  }
}

/** More than 0 and at most BODY_WEIGHT_MAX kg (the mask allows 3 decimals), the date a real one (dd/mm/yyyy) up to today. */
function weightSchema(today: string): yup.ObjectSchema<WeightValues> {
  return yup.object({
    date: dayRule({ today, afterToday: 'progress.notAfterToday' }),
    weight: requiredDecimal()
      // No number at all ("," alone) is requiredDecimal's "Must be a number.".
      .test('positive', rule(POSITIVE_MESSAGE), (value) => !value || (thousandths(value) ?? 1n) > 0n)
      .test('at-most', rule(BODY_WEIGHT_MAX_MESSAGE), (value) => !value || (thousandths(value) ?? 0n) <= BigInt(BODY_WEIGHT_MAX) * 1000n),
  });
}

const weightName = (date: string) => t('progress.weight.name', { date: formatPtBrDate(date) });

/**
 * Body weight over the range: the form that logs a weight for a date (a date logged again is replaced), the chart of
 * the weights with their 7-day moving average (the shared `weightMovingAverage`; the weights are read from 6 days
 * before the range so its first days have their whole window), and the list of the range's weights with Edit (into
 * the form) and Delete. Changes update the cached lists and the home card's trend, with no refetch.
 */
export function BodyWeightSection({ range, today }: { range: DayRange; today: string }) {
  const t = useT();
  const averageLabel = t('progress.weight.averageLabel', { days: WEIGHT_AVERAGE_DAYS });
  const from = weightsFrom(range);
  const weights = useQuery(BodyWeightsQuery, { variables: { from, to: range.to } });
  const all = (weights.data ?? weights.previousData)?.bodyWeights;
  const dates = useMemo(() => daysOf(range), [range]);
  const averages = useMemo(() => (all ? weightMovingAverage(all, dates) : []), [all, dates]);
  const inRange = useMemo(() => (all ?? []).filter((weight) => weight.date >= range.from && weight.date <= range.to), [all, range]);
  const formRef = useRef<FormikProps<WeightValues>>(null);
  const setWeight = useSetBodyWeight();
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteBodyWeight(today), 'success');

  const averageByDate = new Map(averages.map((point) => [point.date, point.average]));
  const weightByDate = new Map((all ?? []).map((weight) => [weight.date, weight]));

  function edit(weight: BodyWeightFieldsFragment) {
    void formRef.current?.setValues({ date: weight.date, weight: formatDecimal(weight.weight) }, false);
    const input = document.getElementById(`${ID_PREFIX}weight`);
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus();
  }

  async function submit(values: WeightValues, helpers: FormikHelpers<WeightValues>) {
    const replacing = weightByDate.has(values.date);
    try {
      await setWeight({ date: values.date, weight: toApiDecimal(values.weight) }, today);
    } catch (error) {
      const { fieldErrors } = serverFormErrors<WeightValues>(error, formFields(['date', 'weight'] satisfies Array<keyof WeightValues>));
      keepServerFieldErrors(helpers, fieldErrors, values);
      notifySaveFailed(!replacing, error);
      return;
    }
    notify.success(
      t('common.success'),
      replacing ? t('common.edited', { name: weightName(values.date) }) : t('progress.weight.saved', { name: weightName(values.date) }),
    );
    helpers.resetForm({ values: { date: today, weight: '' } });
  }

  const listColumns: DataTableColumn<BodyWeightFieldsFragment>[] = [
    {
      id: 'date',
      header: t('progress.weight.date'),
      rowHeader: true,
      cell: (weight) => <time dateTime={weight.date}>{formatPtBrDate(weight.date)}</time>,
    },
    { id: 'weight', header: t('progress.weight.weightKg'), numeric: true, cell: (weight) => formatDecimal(weight.weight) },
    {
      id: 'average',
      header: t('progress.weight.averageColumn', { days: WEIGHT_AVERAGE_DAYS }),
      numeric: true,
      cell: (weight) => formatDecimal(averageByDate.get(weight.date) ?? null),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hiddenHeader: true,
      cell: (weight) => (
        <RowActions
          name={t('progress.weight.rowName', { date: formatPtBrDate(weight.date) })}
          edit={() => edit(weight)}
          onDelete={(deleteButton) => void deleteRow(weight.id, deleteButton)}
          deleting={isDeleting(weight.id)}
        />
      ),
    },
  ];
  const newestFirst = [...inRange].reverse();
  const latest = inRange[inRange.length - 1];
  const latestAverage = latest ? averageByDate.get(latest.date) : null;

  return (
    <section className="card progress-weight" aria-labelledby="progress-weight-title">
      <h2 id="progress-weight-title" className="card__title">
        {t('progress.weight.title')}
      </h2>
      <Formik innerRef={formRef} initialValues={{ date: today, weight: '' }} validationSchema={weightSchema(today)} onSubmit={submit}>
        {({ isSubmitting, values }) => {
          const existing = weightByDate.get(values.date);
          return (
            <ValidatedForm className="form progress-weight__form" aria-label={t('progress.weight.form')}>
              <FormLeaveGuard />
              <div className="form-grid">
                <DateField name="date" label={t('progress.weight.date')} today={today} idPrefix={ID_PREFIX} />
                <DecimalField name="weight" label={t('progress.weight.weightKg')} suffix="kg" inputMode="decimal" idPrefix={ID_PREFIX} />
              </div>
              {existing ? (
                <p className="progress-weight__replaces">
                  {t('progress.weight.replaces', { date: formatPtBrDate(existing.date), weight: formatDecimal(existing.weight) })}
                </p>
              ) : null}
              <div className="form-actions">
                <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
                  {t('progress.weight.save')}
                </BusyButton>
              </div>
            </ValidatedForm>
          );
        }}
      </Formik>
      {weights.error && !all ? <ListLoadError what={t('progress.weight.loadWhat')} onRetry={() => void weights.refetch()} /> : null}
      {!all && !weights.error ? <p role="status">{t('common.loading')}</p> : null}
      {all && inRange.length === 0 ? <p>{t('progress.weight.noneInRange')}</p> : null}
      {all && inRange.length > 0 ? (
        <>
          <DayChart
            title={t('progress.weight.chartTitle')}
            unit="kg"
            dates={dates}
            series={[
              {
                id: 'weight',
                label: t('progress.weight.series'),
                kind: 'value',
                missing: t('progress.diet.notLogged'),
                values: dates.map((date) => weightByDate.get(date)?.weight ?? null),
              },
              { id: 'average', label: averageLabel, kind: 'average', missing: '—', values: averages.map((point) => point.average) },
            ]}
            zeroBased={false}
            summary={t(latestAverage ? 'progress.weight.summaryAverage' : 'progress.weight.summary', {
              count: inRange.length,
              from: formatPtBrDate(range.from),
              to: formatPtBrDate(range.to),
              weight: formatDecimal(latest.weight),
              date: formatPtBrDate(latest.date),
              // Its own words, not the legend's label: a capitalised 'Média de 7 dias' mid-sentence read wrong.
              days: WEIGHT_AVERAGE_DAYS,
              average: latestAverage ? formatDecimal(latestAverage) : '',
            })}
          />
          <h3 className="progress-weight__subtitle">{t('progress.weight.inRange')}</h3>
          <DataTable caption={t('progress.weight.inRange')} columns={listColumns} rows={newestFirst} rowKey={(weight) => weight.id} />
        </>
      ) : null}
    </section>
  );
}
