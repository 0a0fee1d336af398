import { useQuery } from '@apollo/client/react';
import {
  BODY_WEIGHT_MAX,
  BODY_WEIGHT_MAX_MESSAGE,
  isIsoDate,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
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
import { formatPtBrDate } from '../../shared/dates';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { RowActions } from '../../shared/RowActions';
import { notifySaveFailed, serverFormErrors } from '../../shared/serverFormErrors';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { DayChart } from './DayChart';
import { BodyWeightsQuery } from './progressDocuments';
import { daysOf, type DayRange, NOT_AFTER_TODAY_MESSAGE, weightsFrom } from './progressRange';
import { useDeleteBodyWeight, useSetBodyWeight } from './useBodyWeightMutations';

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
const AVERAGE_LABEL = `${WEIGHT_AVERAGE_DAYS}-day average`;

/** More than 0 and at most BODY_WEIGHT_MAX kg (the mask allows 3 decimals), the date a real one up to today. */
function weightSchema(today: string): yup.ObjectSchema<WeightValues> {
  return yup.object({
    date: yup
      .string()
      .required(REQUIRED_MESSAGE)
      .test('date', REQUIRED_MESSAGE, (value) => isIsoDate(value))
      .test('not-after-today', NOT_AFTER_TODAY_MESSAGE, (value) => !isIsoDate(value) || value <= today),
    weight: yup
      .string()
      .trim()
      .required(REQUIRED_MESSAGE)
      .test('positive', POSITIVE_MESSAGE, (value) => !value || (thousandths(value) ?? 0n) > 0n)
      .test('at-most', BODY_WEIGHT_MAX_MESSAGE, (value) => !value || (thousandths(value) ?? 0n) <= BigInt(BODY_WEIGHT_MAX) * 1000n),
  });
}

const weightName = (date: string) => `Weight of ${formatPtBrDate(date)}`;

/**
 * Body weight over the range: the form that logs a weight for a date (a date logged again is replaced), the chart of
 * the weights with their 7-day moving average (the shared `weightMovingAverage`; the weights are read from 6 days
 * before the range so its first days have their whole window), and the list of the range's weights with Edit (into
 * the form) and Delete. Changes update the cached lists and the home card's trend, with no refetch.
 */
export function BodyWeightSection({ range, today }: { range: DayRange; today: string }) {
  const from = weightsFrom(range);
  const weights = useQuery(BodyWeightsQuery, { variables: { from, to: range.to } });
  const all = (weights.data ?? weights.previousData)?.bodyWeights;
  const dates = useMemo(() => daysOf(range), [range]);
  const averages = useMemo(() => (all ? weightMovingAverage(all, dates) : []), [all, dates]);
  const inRange = useMemo(() => (all ?? []).filter((weight) => weight.date >= range.from && weight.date <= range.to), [all, range]);
  const formRef = useRef<FormikProps<WeightValues>>(null);
  const setWeight = useSetBodyWeight();
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteBodyWeight(today), 'Success');

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
      const { fieldErrors } = serverFormErrors<WeightValues>(error, (field) => (field === 'date' || field === 'weight' ? field : null));
      helpers.setErrors(fieldErrors);
      notifySaveFailed(!replacing, error);
      return;
    }
    notify.success('Success', `${weightName(values.date)} was successfully ${replacing ? 'edited' : 'saved'}.`);
    helpers.resetForm({ values: { date: today, weight: '' } });
  }

  const listColumns: DataTableColumn<BodyWeightFieldsFragment>[] = [
    { id: 'date', header: 'Date', rowHeader: true, cell: (weight) => <time dateTime={weight.date}>{formatPtBrDate(weight.date)}</time> },
    { id: 'weight', header: 'Weight (kg)', numeric: true, cell: (weight) => formatDecimal(weight.weight) },
    {
      id: 'average',
      header: `${AVERAGE_LABEL} (kg)`,
      numeric: true,
      cell: (weight) => formatDecimal(averageByDate.get(weight.date) ?? null),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (weight) => (
        <RowActions
          name={weightName(weight.date).toLowerCase()}
          edit={() => edit(weight)}
          onDelete={() => void deleteRow(weight.id)}
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
        Body weight
      </h2>
      <Formik innerRef={formRef} initialValues={{ date: today, weight: '' }} validationSchema={weightSchema(today)} onSubmit={submit}>
        {({ isSubmitting, values }) => {
          const existing = weightByDate.get(values.date);
          return (
            <ValidatedForm className="form progress-weight__form" aria-label="Log your weight">
              <div className="form-grid">
                <TextField name="date" label="Date" type="date" max={today} idPrefix={ID_PREFIX} />
                <DecimalField name="weight" label="Weight (kg)" suffix="kg" inputMode="decimal" idPrefix={ID_PREFIX} />
              </div>
              {existing ? (
                <p className="progress-weight__replaces">
                  {formatPtBrDate(existing.date)} has {formatDecimal(existing.weight)} kg: saving replaces it.
                </p>
              ) : null}
              <div className="form-actions">
                <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
                  Save weight
                </BusyButton>
              </div>
            </ValidatedForm>
          );
        }}
      </Formik>
      {weights.error && !all ? <ListLoadError what="your weights" onRetry={() => void weights.refetch()} /> : null}
      {!all && !weights.error ? <p role="status">Loading…</p> : null}
      {all && inRange.length === 0 ? <p>No weight logged in this range.</p> : null}
      {all && inRange.length > 0 ? (
        <>
          <DayChart
            title="Body weight per day"
            unit="kg"
            dates={dates}
            series={[
              {
                id: 'weight',
                label: 'Weight',
                kind: 'value',
                missing: 'Not logged',
                values: dates.map((date) => weightByDate.get(date)?.weight ?? null),
              },
              { id: 'average', label: AVERAGE_LABEL, kind: 'average', missing: '—', values: averages.map((point) => point.average) },
            ]}
            zeroBased={false}
            summary={
              `${inRange.length} ${inRange.length === 1 ? 'weight' : 'weights'} logged from ${formatPtBrDate(range.from)} to ${formatPtBrDate(range.to)}; ` +
              `latest ${formatDecimal(latest.weight)} kg on ${formatPtBrDate(latest.date)}` +
              (latestAverage ? `, ${AVERAGE_LABEL} ${formatDecimal(latestAverage)} kg.` : '.')
            }
          />
          <h3 className="progress-weight__subtitle">Weights in this range</h3>
          <DataTable caption="Weights in this range" columns={listColumns} rows={newestFirst} rowKey={(weight) => weight.id} />
        </>
      ) : null}
    </section>
  );
}
