import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { MESSAGES } from '@fitness-manager/shared';
import { describe, expect, it } from 'vitest';
import messageIdsSource from './messageIds.ts?raw';

/*
 * The catalogues' own rules (docs/architecture.md › Languages): every language has every message of every area, each
 * one valid ICU MessageFormat using the same placeholders as the English one; the typed ids cover every area; and
 * the English texts the product has always shown are kept word for word.
 */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

function catalogue(language: string): Record<string, Record<string, string>> {
  const areas: Record<string, Record<string, string>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language) areas[match[2]] = messages;
  }
  return areas;
}

/** The arguments a message uses (inside plural and select cases too), from its compiled form. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === 'object') Object.values(format).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

/** The `<link>…</link>` marks RichText replaces. */
const marks = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();

const english = catalogue('en');
const portuguese = catalogue('pt-BR');

describe('the message catalogues', () => {
  it('have the same areas and the same keys in English and Brazilian Portuguese', () => {
    expect(Object.keys(portuguese).sort()).toEqual(Object.keys(english).sort());
    for (const area of Object.keys(english)) {
      expect({ area, keys: Object.keys(portuguese[area]).sort() }).toEqual({ area, keys: Object.keys(english[area]).sort() });
    }
  });

  it('name each key after its area, and no key twice', () => {
    const seen = new Set<string>();
    for (const [area, messages] of Object.entries(english)) {
      for (const key of Object.keys(messages)) {
        expect({ key, area: key.split('.')[0] }).toEqual({ key, area });
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('hold valid ICU messages with the same placeholders and marks in both languages, and no translation left empty', () => {
    for (const [area, messages] of Object.entries(english)) {
      for (const [key, text] of Object.entries(messages)) {
        const translated = portuguese[area][key];
        expect({ key, placeholders: placeholders(translated), marks: marks(translated) }).toEqual({
          key,
          placeholders: placeholders(text),
          marks: marks(text),
        });
        expect({ key, empty: translated.trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('write numbers through the app’s pt-BR formatting, never the library’s `#` (it would group thousands the English way)', () => {
    for (const messages of [...Object.values(english), ...Object.values(portuguese)]) {
      for (const [key, text] of Object.entries(messages)) expect({ key, hash: /(^|[^'])#/.test(text) }).toEqual({ key, hash: false });
    }
  });

  it('write a plural’s number as its placeholder, never a hard-coded 1 (Portuguese’s `one` covers 0 too)', () => {
    for (const messages of [...Object.values(english), ...Object.values(portuguese), MESSAGES.en, MESSAGES['pt-BR']]) {
      for (const [key, text] of Object.entries(messages))
        expect({ key, hardCodedOne: /\bone \{[^{}]*\b1\b/.test(text) }).toEqual({ key, hardCodedOne: false });
    }
  });

  it('never make a Portuguese participle agree with a name it cannot know the gender of (“{name} foi criado”)', () => {
    for (const messages of [...Object.values(portuguese), MESSAGES['pt-BR']]) {
      for (const [key, text] of Object.entries(messages)) {
        // A name as the subject (at the start of a sentence), then a verb and a participle agreeing with it.
        const gendered = /(?:^|[.!?:;]\s+)["“]?\{\w+\}["”]?\s+(?:foi|foram|está|estão|ficou|será)\s+\p{L}+(?:ad|id|it|ost)[oa]s?\b/u.test(
          text,
        );
        expect({ key, gendered }).toEqual({ key, gendered: false });
      }
    }
  });

  it('type every area: each English file is one of the ids `t()` accepts (shared/i18n/messageIds.ts)', () => {
    for (const area of Object.keys(english))
      expect(messageIdsSource).toContain(`import type ${area} from '../../locales/en/${area}.json';`);
  });

  it('keep the product’s English texts word for word (spec texts, its spelling included)', () => {
    const all = Object.assign({}, ...Object.values(english)) as Record<string, string>;
    expect(all['common.submitFailed']).toBe('Submition failed:');
    expect(all['common.additionFailed']).toBe('Adition failed');
    expect(all['common.editionFailed']).toBe('Edition failed');
    expect(all['common.deletionSucceed']).toBe('Deletion succeed');
    expect(all['auth.login.tagline']).toBe('Log in to keep your fitness progress!');
    expect(all['auth.login.toRegister']).toBe("Don't have an account yet? Register now!");
    expect(all['auth.register.populateLabel']).toBe("I'd like to populate my account with demo data");
    expect(all['meals.page.emptyDay']).toBe("You didn't register any meal this day. :(");
    expect(all['meals.names.newMeal']).toBe('New meal');
    expect(MESSAGES.en['rule.required']).toBe('Required field.');
    expect(MESSAGES.en['rule.maxLength']).toBe('Maximum {max} characters.');
  });
});
