import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatPtBrDate } from '../../shared/dates';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { deleteAfterConfirming } from '../../test/deletion';
import { renderRoutes, withToasts } from '../../test/render';
import { ProgressPage } from './ProgressPage';
import { BodyWeightTrendQuery, DeleteBodyWeightMutation, SetBodyWeightMutation } from './progressDocuments';
import { day, progress, progressMock, TODAY, trend, weight, weightsMock } from './testData';

// The English texts of the shared rules (shared/src/messages/en.json).
const BODY_WEIGHT_MAX_MESSAGE = 'Must be at most 700 kg.';
const POSITIVE_MESSAGE = 'Must be greater than 0.';

const routes = withToasts([{ path: '/progress', element: <ProgressPage /> }]);
type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderPage(mocks: Mocks) {
  return renderRoutes({ routes, path: '/progress', mocks: [progressMock(progress(30, {}, null)), ...mocks] });
}

function form() {
  return screen.getByRole('form', { name: 'Log your weight' });
}

function weightInput() {
  return within(form()).getByRole('textbox', { name: 'Weight (kg)' });
}

function list() {
  return screen.getByRole('table', { name: 'Weights in this range' });
}

/** Cells after the row header of the list row of the day `offset` days from today. */
function listRow(offset: number): string[] {
  const header = within(list()).getByRole('rowheader', { name: formatPtBrDate(day(offset)) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .slice(0, 2)
    .map((cell) => cell.textContent ?? '');
}

describe('Body weight on the progress page', () => {
  it('logs a weight typed with a decimal comma for today: list, chart and home trend updated from the answer, no refetch', async () => {
    const weights = vi.fn(() => ({ data: { bodyWeights: [weight(1, -3, '81.2')] } }));
    const saved = weight(2, 0, '80.75');
    const newTrend = trend(saved, weight(1, -3, '81.2'), '-0.45');
    const { user, client } = renderPage([
      weightsMock(30, [], weights),
      {
        request: { query: SetBodyWeightMutation, variables: { input: { date: TODAY, weight: '80.75' }, today: TODAY } },
        result: { data: { setBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: saved, trend: newTrend } } },
      },
    ]);

    // The date starts on today.
    expect(await within(form()).findByLabelText('Date')).toHaveValue(formatPtBrDate(TODAY));
    await screen.findByRole('table', { name: 'Weights in this range' });
    expect(listRow(-3)).toEqual(['81,2', '81,2']);

    await user.type(weightInput(), '80.75');
    expect(weightInput()).toHaveValue('80,75');
    await user.click(within(form()).getByRole('button', { name: 'Save weight' }));

    expect(await screen.findByText(`Weight of ${formatPtBrDate(TODAY)} was successfully saved.`)).toBeInTheDocument();
    await waitFor(() => expect(listRow(0)).toEqual(['80,75', '80,975']));
    // Newest first.
    expect(
      within(list())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([formatPtBrDate(TODAY), formatPtBrDate(day(-3))]);
    expect(screen.getByRole('img', { name: 'Body weight per day' }).querySelectorAll('circle')).toHaveLength(2);
    // The form is ready for the next one.
    expect(weightInput()).toHaveValue('');
    expect(weights).toHaveBeenCalledTimes(1);
    // The home card's trend, written into the cache.
    expect(client.readQuery({ query: BodyWeightTrendQuery, variables: { today: TODAY } })?.bodyWeightTrend).toEqual(newTrend);
  });

  it('logs a weight for a day typed d/m/yyyy (no leading zeros) in Portuguese, and offers today again for the next one', async () => {
    await chooseLanguage('pt-BR');
    const yesterday = day(-1);
    const [year, month, dayOfMonth] = yesterday.split('-');
    const saved = weight(2, -1, '80');
    const { user } = renderPage([
      weightsMock(30, []),
      {
        request: { query: SetBodyWeightMutation, variables: { input: { date: yesterday, weight: '80' }, today: TODAY } },
        result: { data: { setBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: saved, trend: trend(saved, null, null) } } },
      },
    ]);
    const logForm = await screen.findByRole('form', { name: 'Registrar seu peso' });
    const date = within(logForm).getByRole('textbox', { name: 'Data' });
    expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.clear(date);
    // Day and month without their leading zero are taken too; the text stays as typed.
    const typed = `${Number(dayOfMonth)}/${Number(month)}/${year}`;
    await user.type(date, typed);
    expect(date).toHaveValue(typed);
    await user.type(within(logForm).getByRole('textbox', { name: 'Peso (kg)' }), '80');
    await user.click(within(logForm).getByRole('button', { name: 'Salvar peso' }));
    expect(await screen.findByText(`Registro salvo: Peso de ${formatPtBrDate(yesterday)}.`)).toBeInTheDocument();
    // Ready for the next one: today again (no error on the emptied weight once left: the next test).
    expect(date).toHaveValue(formatPtBrDate(TODAY));
  });

  it('checks the weight against the shared bounds with their messages, and the date', async () => {
    const save = vi.fn();
    const { user } = renderPage([weightsMock(30, []), { request: { query: SetBodyWeightMutation, variables: () => true }, result: save }]);
    await screen.findByText('No weight logged in this range.');
    const submit = within(form()).getByRole('button', { name: 'Save weight' });

    await user.click(submit);
    expect(await within(form()).findByText('Required field.')).toBeInTheDocument();
    expect(weightInput()).toHaveFocus();

    await user.type(weightInput(), '700,001');
    expect(weightInput()).toHaveAccessibleDescription(BODY_WEIGHT_MAX_MESSAGE);
    await user.clear(weightInput());
    await user.type(weightInput(), '0');
    expect(weightInput()).toHaveAccessibleDescription(POSITIVE_MESSAGE);
    await user.click(submit);
    // At most 3 decimals: the mask refuses a fourth and says so.
    await user.clear(weightInput());
    await user.type(weightInput(), '80,1234');
    expect(weightInput()).toHaveValue('80,123');

    const date = within(form()).getByLabelText('Date');
    // Typed as dd/mm/yyyy: text that is no real day says how to write one.
    fireEvent.change(date, { target: { value: '31/02/2026' } });
    fireEvent.blur(date);
    expect(await within(form()).findByText('Type a date as dd/mm/yyyy.')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: formatPtBrDate(day(1)) } });
    fireEvent.blur(date);
    expect(await within(form()).findByText('Choose a date up to today.')).toBeInTheDocument();
    // The API's "YYYY-MM-DD" typed is the day it cannot but mean, shown as dd/mm/yyyy once left.
    fireEvent.change(date, { target: { value: day(-1) } });
    fireEvent.blur(date);
    await waitFor(() => expect(within(form()).queryByText('Choose a date up to today.')).not.toBeInTheDocument());
    expect(date).toHaveValue(formatPtBrDate(day(-1)));
    // Eight digits written year first read as a day before 1900: no day.
    fireEvent.change(date, { target: { value: '20110312' } });
    fireEvent.blur(date);
    expect(await within(form()).findByText('Type a date as dd/mm/yyyy.')).toBeInTheDocument();
    // Emptied: required, as the weight.
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.blur(date);
    await waitFor(() => expect(date).toHaveAccessibleDescription('Required field. dd/mm/yyyy'));
    await user.click(submit);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows no error on the emptied weight after a save, submitted by Enter or by Save, when the field is left', async () => {
    const first = weight(2, 0, '80');
    const second = weight(2, 0, '81');
    const { user } = renderPage([
      weightsMock(30, []),
      {
        request: { query: SetBodyWeightMutation, variables: { input: { date: TODAY, weight: '80' }, today: TODAY } },
        result: { data: { setBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: first, trend: trend(first, null, null) } } },
      },
      {
        request: { query: SetBodyWeightMutation, variables: { input: { date: TODAY, weight: '81' }, today: TODAY } },
        result: { data: { setBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: second, trend: trend(second, null, null) } } },
      },
    ]);
    await screen.findByText('No weight logged in this range.');

    // Enter in the field: the focus stays there through the save and the reset.
    await user.type(weightInput(), '80{Enter}');
    expect(await screen.findByText(`Weight of ${formatPtBrDate(TODAY)} was successfully saved.`)).toBeInTheDocument();
    await waitFor(() => expect(weightInput()).toHaveValue(''));
    expect(weightInput()).toHaveFocus();
    await user.tab();
    expect(weightInput()).not.toHaveFocus();
    expect(within(form()).queryByText('Required field.')).not.toBeInTheDocument();
    expect(weightInput()).not.toHaveAttribute('aria-invalid');

    // Save pressed with the mouse: the press leaves the focus in the field (ValidatedForm), the same again.
    await user.type(weightInput(), '81');
    await user.click(within(form()).getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText(`Weight of ${formatPtBrDate(TODAY)} was successfully edited.`)).toBeInTheDocument();
    await waitFor(() => expect(weightInput()).toHaveValue(''));
    expect(weightInput()).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: 'Body weight' }));
    expect(weightInput()).not.toHaveFocus();
    expect(within(form()).queryByText('Required field.')).not.toBeInTheDocument();

    // The form is fresh, not mute: editing the field again, or submitting again, shows the error.
    await user.type(weightInput(), '7');
    await user.clear(weightInput());
    expect(weightInput()).toHaveAccessibleDescription('Required field.');
  });

  it.each([
    [
      'en',
      `2 weights logged from ${formatPtBrDate(day(-29))} to ${formatPtBrDate(TODAY)}; latest 80,4 kg on ${formatPtBrDate(day(-2))} (7-day average: 81,2 kg).`,
    ],
    [
      'pt-BR',
      `2 pesos registrados de ${formatPtBrDate(day(-29))} a ${formatPtBrDate(TODAY)}; o último, 80,4 kg em ${formatPtBrDate(day(-2))} (média de 7 dias: 81,2 kg).`,
    ],
  ] as const)('sums the chart up in one correct sentence (%s)', async (language, sentence) => {
    if (language !== 'en') await chooseLanguage(language);
    renderPage([weightsMock(30, [weight(1, -8, '82'), weight(3, -2, '80.4')])]);
    await screen.findByRole('table', { name: language === 'en' ? 'Weights in this range' : 'Pesos neste período' });
    const charts = screen.getAllByRole('img').filter((chart) => chart.getAttribute('aria-describedby'));
    expect(charts.map((chart) => chart.getAttribute('aria-describedby')).map((id) => document.getElementById(id!)?.textContent)).toContain(
      sentence,
    );
  });

  it('edits a weight through the form: the date logged again replaces its weight', async () => {
    const replaced = weight(9, -2, '79.9');
    const { user } = renderPage([
      weightsMock(30, [weight(1, -8, '82'), weight(3, -2, '80.4')]),
      {
        request: { query: SetBodyWeightMutation, variables: { input: { date: day(-2), weight: '79.9' }, today: TODAY } },
        result: {
          data: {
            setBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: replaced, trend: trend(replaced, weight(1, -8, '82'), '-2.1') },
          },
        },
      },
    ]);
    await screen.findByRole('table', { name: 'Weights in this range' });
    // 82 (8 days ago) is in the 7-day window of 2 days ago.
    expect(listRow(-2)).toEqual(['80,4', '81,2']);
    expect(within(list()).getAllByRole('row')).toHaveLength(3);

    await user.click(within(list()).getByRole('button', { name: `Edit weight of ${formatPtBrDate(day(-2))}` }));
    expect(within(form()).getByLabelText('Date')).toHaveValue(formatPtBrDate(day(-2)));
    expect(weightInput()).toHaveValue('80,4');
    expect(weightInput()).toHaveFocus();
    expect(within(form()).getByText(`${formatPtBrDate(day(-2))} has 80,4 kg: saving replaces it.`)).toBeInTheDocument();

    await user.clear(weightInput());
    await user.type(weightInput(), '79,9');
    await user.click(within(form()).getByRole('button', { name: 'Save weight' }));

    expect(await screen.findByText(`Weight of ${formatPtBrDate(day(-2))} was successfully edited.`)).toBeInTheDocument();
    // One row for that date, with the new weight (the server answered another id: the old one left the list).
    await waitFor(() => expect(listRow(-2)).toEqual(['79,9', '80,95']));
    expect(within(list()).getAllByRole('row')).toHaveLength(3);
  });

  it('averages the weights of the 7 days ending on each date, including those logged just before the range', async () => {
    renderPage([weightsMock(30, [weight(1, -31, '83'), weight(2, -29, '82'), weight(3, -27, '80.5'), weight(4, -20, '79')])]);
    await screen.findByRole('table', { name: 'Weights in this range' });
    expect(listRow(-29)).toEqual(['82', '82,5']);
    expect(listRow(-27)).toEqual(['80,5', '81,833']);
    expect(listRow(-20)).toEqual(['79', '79']);
    // Read for the average only: 31 days ago is before the range.
    expect(within(list()).queryByRole('rowheader', { name: formatPtBrDate(day(-31)) })).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('row')).toHaveLength(4);
  });

  it('deletes a weight: gone from the list, the trend rewritten, no refetch', async () => {
    const weights = vi.fn(() => ({ data: { bodyWeights: [weight(1, -5, '81'), weight(2, -1, '80')] } }));
    const after = trend(weight(1, -5, '81'), null, null);
    const { user, client } = renderPage([
      weightsMock(30, [], weights),
      {
        request: { query: DeleteBodyWeightMutation, variables: { id: 2, today: TODAY } },
        result: { data: { deleteBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: weight(2, -1, '80'), trend: after } } },
      },
    ]);
    await screen.findByRole('table', { name: 'Weights in this range' });

    await deleteAfterConfirming(user, `weight of ${formatPtBrDate(day(-1))}`, list());

    expect(await screen.findByText(`Weight of ${formatPtBrDate(day(-1))} was successfully deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('row')).toHaveLength(2));
    expect(listRow(-5)).toEqual(['81', '81']);
    expect(weights).toHaveBeenCalledTimes(1);
    expect(client.readQuery({ query: BodyWeightTrendQuery, variables: { today: TODAY } })?.bodyWeightTrend).toEqual(after);
  });

  it('names a deleted weight in the language shown', async () => {
    await chooseLanguage('pt-BR');
    const { user } = renderPage([
      weightsMock(30, [weight(2, -1, '80')]),
      {
        request: { query: DeleteBodyWeightMutation, variables: { id: 2, today: TODAY } },
        result: {
          data: {
            deleteBodyWeight: { __typename: 'BodyWeightPayload', bodyWeight: weight(2, -1, '80'), trend: trend(null, null, null) },
          },
        },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Pesos neste período' });
    await user.click(within(table).getByRole('button', { name: `Excluir peso de ${formatPtBrDate(day(-1))}` }));
    const dialog = screen.getByRole('dialog', { name: `Excluir peso de ${formatPtBrDate(day(-1))}?` });
    expect(dialog).toHaveTextContent('Não é possível desfazer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(`Exclusão de “Peso de ${formatPtBrDate(day(-1))}” concluída.`)).toBeInTheDocument();
  });
});
