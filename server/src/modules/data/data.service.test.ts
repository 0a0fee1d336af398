import { grantOf } from './data.service';
import { ExportKind } from './data.types';

describe("a download link's grant", () => {
  it('reads kind, date, zone and language', () => {
    expect(grantOf('WORKOUTS_CSV:2026-03-11:America/Sao_Paulo:pt-BR')).toEqual({
      kind: ExportKind.WORKOUTS_CSV,
      date: '2026-03-11',
      zone: 'America/Sao_Paulo',
      language: 'pt-BR',
    });
  });

  it('keeps the language after a zone holding colons (an offset zone such as "+05:30")', () => {
    expect(grantOf('WORKOUTS_CSV:2026-03-11:+05:30:pt-BR')).toEqual({ kind: ExportKind.WORKOUTS_CSV, date: '2026-03-11', zone: '+05:30', language: 'pt-BR' });
    expect(grantOf('JSON:2026-03-11:-03:00:en')).toEqual({ kind: ExportKind.JSON, date: '2026-03-11', zone: '-03:00', language: 'en' });
  });

  it('reads a grant without a language or zone, and no language from a word that is not one', () => {
    expect(grantOf('DIARY_CSV:2026-03-11:UTC')).toEqual({ kind: ExportKind.DIARY_CSV, date: '2026-03-11', zone: 'UTC', language: null });
    expect(grantOf('DIARY_CSV:2026-03-11')).toEqual({ kind: ExportKind.DIARY_CSV, date: '2026-03-11', zone: undefined, language: null });
    expect(grantOf('DIARY_CSV:2026-03-11:UTC:xx')).toMatchObject({ zone: 'UTC', language: null });
  });
});
