import { languageOfAcceptLanguage } from '@fitness-manager/shared';

describe('the language an Accept-Language header prefers (shared)', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['fr-FR, en;q=0.9, pt-BR;q=0.5', 'en'],
    ['de, en;q=0.2, pt;q=0.8', 'pt-BR'],
    // The highest quality wins, not the first supported language listed.
    ['en;q=0.5,pt;q=0.6', 'pt-BR'],
    ['en-GB;q=0.1, pt-BR;q=0.05', 'en'],
    // Among equals, the first listed.
    ['pt, en', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    // Quality 0 refuses a language; * chooses none.
    ['pt;q=0, en', 'en'],
    ['*', null],
    ['es, *;q=0.5', null],
    // A q that is not a number: the entry is ignored (before, it counted as 1).
    ['pt;q=abc, en;q=0.5', 'en'],
    ['pt;q=, en;q=0.5', 'en'],
    ['pt;q=0.5=1, en;q=0.4', 'en'],
    ['pt;q=1e0, en;q=0.5', 'en'],
    // A q outside 0–1 is held to it: 1.5 is 1 (the order decides among equals), a negative one is 0.
    ['pt;q=1.5, en', 'pt-BR'],
    ['en, pt;q=1.5', 'en'],
    ['pt;q=-1, en;q=0.1', 'en'],
    ['pt;q=.5, en;q=0.4', 'pt-BR'],
    ['pt;Q=0.9, en;q=0.8', 'pt-BR'],
    // Other parameters do not count as q.
    ['pt;level=1;q=0.3, en;q=0.2', 'pt-BR'],
    [',,,;;;==', null],
    ['', null],
  ])('%j → %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('reads the first 20 entries only', () => {
    expect(languageOfAcceptLanguage(`${Array(19).fill('fr').join(',')},pt`)).toBe('pt-BR');
    expect(languageOfAcceptLanguage(`${Array(20).fill('fr').join(',')},pt`)).toBeNull();
  });
});
