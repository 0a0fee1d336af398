import { ValidationError } from '../../common/errors';
import { formatMessage } from '../../common/messages';
import { readCsv } from './csv-source';

async function* chunks(...parts: (string | Buffer)[]) {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}

const everything = (header: string[]) => ({ keep: header, text: header });

/** The file's message readCsv refuses it with, in English (or what it read, when it reads it). */
async function outcome(file: AsyncIterable<Buffer>, literalQuotes?: (header: string[], delimiter: string) => boolean) {
  try {
    const csv = await readCsv(file, everything, literalQuotes);
    return csv.rows.map((row) => [...row.cells.values()]);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.fieldMessages.file.map((message) => formatMessage(message, 'en'));
  }
}

const QUOTE = 'a quoted cell is not closed, or a quote inside a cell is not doubled';

describe('reading a CSV file', () => {
  it.each([
    // INVALID_OPENING_QUOTE: csv-parse's code without the CSV_ prefix (was an internal error).
    ['a quote inside an unquoted cell', 'name,kcal\nArroz,1\nPizza 8" broto,250\n', `The file is not readable CSV: ${QUOTE} (line 3).`],
    ['a cell starting with a quote', 'name;kcal\n"Original" crackers;478\n', `The file is not readable CSV: ${QUOTE} (line 2).`],
    ['a quote never closed', 'name,kcal\n"Pizza broto,250\n', `The file is not readable CSV: ${QUOTE} (line 2).`],
    ['a row too long', `name,kcal\n${'x'.repeat(1_000_001)},1\n`, 'The file is not readable CSV: a row is longer than 1000000 characters (line 2).'],
    ['a JSON file', '{\n  "format": "fitness-manager-export",\n  "version": 1\n}\n', 'This is a JSON file, not CSV. A Fitness Manager export is imported under "Import a Fitness Manager export".'],
    ['a JSON list', '  [{"name": "Arroz"}]', 'This is a JSON file, not CSV. A Fitness Manager export is imported under "Import a Fitness Manager export".'],
  ])('refuses %s with a message about the file', async (_, file, message) => {
    expect(await outcome(chunks(file))).toEqual([message]);
  });

  it('refuses a file with formulas naming every one with its line and column, not only the first', async () => {
    const file = 'name,note\n=A1,ok\nArroz,+cmd|calc\nFeijão,- fine\nOvo,+5kg next time\n@SUM(A1),-5+bolo\n';
    expect(await outcome(chunks(file))).toEqual([
      '4 cells would run as a formula in a spreadsheet, so nothing was imported. Fix them all and upload the file again:',
      'Line 2, column name: "=A1".',
      'Line 3, column note: "+cmd|calc".',
      'Line 6, column name: "@SUM(A1)".',
      'Line 6, column note: "-5+bolo".',
    ]);
    // One cell: the one message it always was.
    expect(await outcome(chunks('name\nArroz\n=1+1\n'))).toEqual(['Line 3, column name: "=1+1" would run as a formula in a spreadsheet. Nothing was imported.']);
  });

  it('names at most 100 cells with a formula, and says how many more', async () => {
    const file = `name\n${Array.from({ length: 130 }, (_, n) => `=A${n}`).join('\n')}\n`;
    const messages = await outcome(chunks(file));
    expect(messages).toHaveLength(102);
    expect(messages[0]).toBe('130 cells would run as a formula in a spreadsheet, so nothing was imported. Fix them all and upload the file again:');
    expect(messages[100]).toBe('Line 101, column name: "=A99".');
    expect(messages[101]).toBe('… and 30 more cells.');
  });

  it('reads a doubled quote and a quoted delimiter as CSV does', async () => {
    expect(await outcome(chunks('name,kcal\n"Pizza 8"" broto, grande",250\n'))).toEqual([['Pizza 8" broto, grande', '250']]);
  });

  it('reads quotes as characters when the caller says the layout has no quoting, from the header it sees', async () => {
    const seen: [string[], string][] = [];
    const literal = (header: string[], delimiter: string) => {
      seen.push([header, delimiter]);
      return true;
    };
    const file = 'Code\tProduct_Name\n1\tBiscoito "Maria" integral\n2\t"Original" crackers\n';
    expect(await outcome(chunks(file), literal)).toEqual([
      ['1', 'Biscoito "Maria" integral'],
      ['2', '"Original" crackers'],
    ]);
    expect(seen).toEqual([[['code', 'product_name'], '\t']]);
  });

  it('refuses bytes that are not UTF-8 after the first piece of the file (the parser ends with them, never waits)', async () => {
    const file = chunks('name,kcal\n', Buffer.from('Arroz,1\n'), Buffer.from([0x50, 0xe3, 0x6f, 0x2c, 0x31, 0x0a]));
    expect(await outcome(file)).toEqual(['The file is not UTF-8 text. Save it as "CSV UTF-8" (or export it again) and upload it once more.']);
  });
});
