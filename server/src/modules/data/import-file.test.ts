import { NAME_MAX, WORKOUT_NOTES_MAX, type Language } from '@fitness-manager/shared';
import { ValidationError } from '../../common/errors';
import { formulaProblem, utf8Text } from './import-file';
import { hevyText } from './workout-csv';
import { planHistoryImport } from './history-import';
import { formatMessage } from '../../common/messages';
import { WORKOUT_TITLE_STORED_MAX } from '../workouts/workout.entity';

async function decode(...chunks: number[][]) {
  const parts: string[] = [];
  for await (const text of utf8Text(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
    })(),
  )) {
    parts.push(text);
  }
  return parts.join('');
}

describe('reading uploaded files', () => {
  it.each([
    ['=1+1', true],
    ['=HYPERLINK("http://x","y")', true],
    ['@SUM(A1:A9)', true],
    ["-cmd|' /C calc'!A0", true],
    ['+HYPERLINK("x")', true],
    ['-2+3', true],
    ['-1', false],
    ['+12,5', false],
    ['-0.5e3', false],
    ['- felt strong', false],
    // a lifter's notes: nothing a spreadsheet would call
    ['+5kg next time', false],
    ['-2 reps, felt heavy', false],
    ['+5kg next time (bar)', true],
    ["'=already escaped", false],
    ['Banana', false],
    ['', false],
  ])('%j looks like a formula: %p', (cell, expected) => {
    expect(formulaProblem(cell)).toBe(expected);
  });

  it('decodes UTF-8 split anywhere, and refuses other encodings', async () => {
    // "Pão" with its ã (c3 a3) split between two chunks.
    expect(await decode([0x50, 0xc3], [0xa3, 0x6f])).toBe('Pão');
    await expect(decode([0x50, 0xe3, 0x6f])).rejects.toBeInstanceOf(ValidationError);
    await expect(decode([0xff, 0xfe, 0x50, 0x00])).rejects.toBeInstanceOf(ValidationError);
    await expect(decode([0x50, 0xc3])).rejects.toBeInstanceOf(ValidationError);
  });
});

describe("the history import's text cells", () => {
  it.each([
    ["'- felt strong", '- felt strong'],
    ["'=1+1", '=1+1'],
    ["'+Perna", '+Perna'],
    ["'@home", '@home'],
    ["'\tx", '\tx'],
    ["'\uFF1Dx", '\uFF1Dx'],
    ["''-x", "''-x"],
    ["'quoted'", "'quoted'"],
    ["it's", "it's"],
    ['-', '-'],
  ])('reads %j as %j: only the quote the export puts before a formula goes', (cell, text) => {
    expect(hevyText(cell)).toBe(text);
  });
});

/** A history file's plan, its times in UTC and its weights in kg. */
const planOf = (file: string) =>
  planHistoryImport(
    (async function* () {
      yield Buffer.from(file);
    })(),
    'UTC',
    'KG',
  );

describe("the history import's examples of Hevy's times", () => {
  it('names a start and an end time as Hevy and the export write them', async () => {
    const file = [
      'title,start_time,end_time,exercise_title,set_type,weight_kg,reps',
      'Push,the 27th,"27 Jan 2024, 08:00",Squat,normal,100,5',
      'Push,"27 Jan 2024, 07:00",later,Squat,normal,100,5',
    ].join('\n');
    const plan = await planOf(file);
    expect(plan.problems.map((problem) => [problem.line, formatMessage(problem.message)])).toEqual([
      [2, 'start_time: "the 27th" is not a time like "27 Jan 2024, 07:00".'],
      [3, 'end_time: "later" is not a time like "27 Jan 2024, 08:00".'],
    ]);
  });
});

describe("the history import's rows without a title or an exercise", () => {
  it('says what is missing when that is the only fault, else the rules own words: the same in English and pt-BR', async () => {
    const long = 'x'.repeat(NAME_MAX + 1);
    const longTitle = 't'.repeat(WORKOUT_TITLE_STORED_MAX + 1);
    const notes = 'n'.repeat(WORKOUT_NOTES_MAX + 1);
    const file = [
      'title,start_time,end_time,description,exercise_title,set_type,weight_kg,reps',
      ',"27 Jan 2024, 07:00","27 Jan 2024, 08:00",,Squat,normal,100,5',
      '"   ","27 Jan 2024, 07:00","27 Jan 2024, 08:00",,Squat,normal,100,5',
      `${longTitle},"27 Jan 2024, 07:00","27 Jan 2024, 08:00",,Squat,normal,100,5`,
      `,"27 Jan 2024, 07:00","27 Jan 2024, 08:00",${notes},Squat,normal,100,5`,
      'Push,"27 Jan 2024, 07:00","27 Jan 2024, 08:00",,,normal,100,5',
      'Push,"27 Jan 2024, 07:00","27 Jan 2024, 08:00",, ,normal,100,5',
      `Push,"27 Jan 2024, 07:00","27 Jan 2024, 08:00",,${long},normal,100,5`,
    ].join('\n');
    const plan = await planOf(file);
    const worded = (language: Language) => plan.problems.map((problem) => [problem.line, formatMessage(problem.message, language)]);
    expect(worded('en')).toEqual([
      [2, 'The workout has no title.'],
      [3, 'The workout has no title.'],
      [4, `title: Maximum ${WORKOUT_TITLE_STORED_MAX} characters.`],
      [5, `title: Required field. notes: Maximum ${WORKOUT_NOTES_MAX} characters.`],
      [6, 'The set has no exercise.'],
      [7, 'The set has no exercise.'],
      [8, `name: Maximum ${NAME_MAX} characters.`],
    ]);
    expect(worded('pt-BR')).toEqual([
      [2, 'O treino não tem título.'],
      [3, 'O treino não tem título.'],
      [4, `title: Máximo de ${WORKOUT_TITLE_STORED_MAX} caracteres.`],
      [5, `title: Campo obrigatório. notes: Máximo de ${WORKOUT_NOTES_MAX} caracteres.`],
      [6, 'A série não tem exercício.'],
      [7, 'A série não tem exercício.'],
      [8, `name: Máximo de ${NAME_MAX} caracteres.`],
    ]);
  });
});
