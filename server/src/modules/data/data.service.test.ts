import { grantOf } from './data.service';
import { CsvLayout, ExportKind } from './data.types';

describe("a download link's grant", () => {
  it('reads kind, date, zone and language', () => {
    expect(grantOf('WORKOUTS_CSV:2026-03-11:America/Sao_Paulo:pt-BR')).toEqual({
      kind: ExportKind.WORKOUTS_CSV,
      date: '2026-03-11',
      zone: 'America/Sao_Paulo',
      language: 'pt-BR',
      csvLayout: CsvLayout.COMMA,
    });
  });

  it('keeps the language after a zone holding colons (an offset zone such as "+05:30")', () => {
    expect(grantOf('WORKOUTS_CSV:2026-03-11:+05:30:pt-BR')).toEqual({
      kind: ExportKind.WORKOUTS_CSV,
      date: '2026-03-11',
      zone: '+05:30',
      language: 'pt-BR',
      csvLayout: CsvLayout.COMMA,
    });
    expect(grantOf('JSON:2026-03-11:-03:00:en')).toEqual({ kind: ExportKind.JSON, date: '2026-03-11', zone: '-03:00', language: 'en', csvLayout: CsvLayout.COMMA });
  });

  it('reads a grant without a language or zone, and no language from a word that is not one', () => {
    expect(grantOf('DIARY_CSV:2026-03-11:UTC')).toEqual({ kind: ExportKind.DIARY_CSV, date: '2026-03-11', zone: 'UTC', language: null, csvLayout: CsvLayout.COMMA });
    expect(grantOf('DIARY_CSV:2026-03-11')).toEqual({
      kind: ExportKind.DIARY_CSV,
      date: '2026-03-11',
      zone: undefined,
      language: null,
      csvLayout: CsvLayout.COMMA,
    });
    expect(grantOf('DIARY_CSV:2026-03-11:UTC:xx')).toMatchObject({ zone: 'UTC', language: null });
  });

  it('reads the CSV layout last, after a zone holding colons; a grant without one is COMMA', () => {
    expect(grantOf('DIARY_CSV:2026-03-11:America/Sao_Paulo:pt-BR:SEMICOLON')).toEqual({
      kind: ExportKind.DIARY_CSV,
      date: '2026-03-11',
      zone: 'America/Sao_Paulo',
      language: 'pt-BR',
      csvLayout: CsvLayout.SEMICOLON,
    });
    expect(grantOf('WORKOUTS_CSV:2026-03-11:+05:30:en:SEMICOLON')).toMatchObject({ zone: '+05:30', language: 'en', csvLayout: CsvLayout.SEMICOLON });
    expect(grantOf('WORKOUTS_CSV:2026-03-11:+05:30:en:COMMA')).toMatchObject({ zone: '+05:30', language: 'en', csvLayout: CsvLayout.COMMA });
    expect(grantOf('WORKOUTS_CSV:2026-03-11:+05:30:en')).toMatchObject({ zone: '+05:30', language: 'en', csvLayout: CsvLayout.COMMA });
  });
});
