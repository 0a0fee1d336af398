import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, MESSAGES, type MessageId } from '@fitness-manager/shared';
import { ME, newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A GraphQL request with the headers a browser (or the React client) would send. */
async function gqlWith(headers: Record<string, string>, query: string, variables?: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: any;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }[];
  };
}

const ME_LANGUAGE = `query MeLanguage { me { id language } }`;
const SET_LANGUAGE = `mutation SetLanguage($language: Language!) { setLanguage(language: $language) { id language } }`;
const CREATE_FOOD = `mutation CreateFood($input: FoodInput!) { createFood(input: $input) { id } }`;
const FOOD = `query Food($id: Int!) { food(id: $id) { id } }`;
const blankFood = { name: '  ', serving: '0', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' };

describe('the user’s language', () => {
  it('is null until chosen, then remembered on the account (any device, any token)', async () => {
    const { token, input } = await signUp(server);
    expect((await server.data(ME_LANGUAGE, {}, token)).me.language).toBeNull();

    expect((await server.data(SET_LANGUAGE, { language: 'PT_BR' }, token)).setLanguage.language).toBe('PT_BR');
    // "Another device": a new sign-in reads the same account.
    const other = await server.data(`mutation { login(email: "${input.email}", password: "${input.password}") { accessToken } }`);
    expect((await server.data(ME_LANGUAGE, {}, other.login.accessToken)).me.language).toBe('PT_BR');

    expect((await server.data(SET_LANGUAGE, { language: 'EN' }, token)).setLanguage.language).toBe('EN');
    expect((await server.data(ME_LANGUAGE, {}, token)).me.language).toBe('EN');
  });

  it('can be chosen while registering', async () => {
    const input = newUserInput();
    const registered = await server.data(`mutation Register($input: RegisterInput!) { register(input: $input) { id language } }`, {
      input: { ...input, language: 'PT_BR' },
    });
    expect(registered.register.language).toBe('PT_BR');
  });

  it('is only the signed-in user’s to set, and only a supported language', async () => {
    const anonymous = await server.gql(SET_LANGUAGE, { language: 'PT_BR' });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const { token } = await signUp(server);
    const unknown = await server.gql(SET_LANGUAGE, { language: 'FR' }, token);
    expect(unknown.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('messages in the request’s language', () => {
  it('answers validation messages in Brazilian Portuguese when Accept-Language asks for it', async () => {
    const result = await gqlWith({ 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' }, REGISTER, {
      input: newUserInput({ name: '   ', email: 'nope' }),
    });
    expect(result.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: ['Campo obrigatório.'], email: ['E-mail inválido.'] },
    });
    expect(result.errors![0].message).toBe('Campo obrigatório. E-mail inválido.');
  });

  it('follows the quality order of Accept-Language and ignores languages it does not have', async () => {
    const english = await gqlWith({ 'accept-language': 'fr-FR, en;q=0.9, pt-BR;q=0.5' }, REGISTER, { input: newUserInput({ name: '' }) });
    expect(english.errors![0].extensions!.fields).toEqual({ name: ['Required field.'] });
    const portuguese = await gqlWith({ 'accept-language': 'de, en;q=0.2, pt;q=0.8' }, REGISTER, { input: newUserInput({ name: '' }) });
    expect(portuguese.errors![0].extensions!.fields).toEqual({ name: ['Campo obrigatório.'] });
  });

  it('uses the signed-in user’s setting when Accept-Language names no supported language', async () => {
    const { token } = await signUp(server);
    await server.data(SET_LANGUAGE, { language: 'PT_BR' }, token);

    const portuguese = await gqlWith({ 'accept-language': '*' }, CREATE_FOOD, { input: blankFood }, token);
    expect(portuguese.errors![0].extensions!.fields).toEqual({ name: ['Campo obrigatório.'], serving: ['Deve ser maior que 0.'] });
    const notFound = await gqlWith({}, FOOD, { id: 987654 }, token);
    expect(notFound.errors![0]).toMatchObject({
      message: 'Não encontramos o alimento com o id 987654.',
      extensions: { code: 'NOT_FOUND' },
    });

    // Amounts in messages are written the product's way (decimal comma) in both languages.
    const huge = await gqlWith(
      { 'accept-language': 'pt-BR' },
      CREATE_FOOD,
      { input: { ...blankFood, name: 'Aveia', serving: '1', calories: '1000000000' } },
      token,
    );
    expect(huge.errors![0].extensions!.fields).toEqual({ calories: ['Deve ser no máximo 999999999,999.'] });

    // The request's own language wins: the React client sends the language it shows.
    const english = await gqlWith({ 'accept-language': 'en-US' }, CREATE_FOOD, { input: blankFood }, token);
    expect(english.errors![0].extensions!.fields).toEqual({ name: ['Required field.'], serving: ['Must be greater than 0.'] });
  });

  it('words refusals with their values, and the sign-in guard, in Portuguese', async () => {
    const { token } = await signUp(server);
    const duplicate = await signUp(server);
    const taken = await gqlWith({ 'accept-language': 'pt-BR' }, REGISTER, { input: newUserInput({ email: duplicate.input.email }) });
    expect(taken.errors![0].message).toBe(`Já existe uma conta com o e-mail ${duplicate.input.email}.`);

    const anonymous = await gqlWith({ 'accept-language': 'pt-BR' }, ME);
    expect(anonymous.errors![0]).toMatchObject({ message: 'Você precisa entrar na sua conta.', extensions: { code: 'UNAUTHENTICATED' } });
    const wrongLogin = await gqlWith(
      { 'accept-language': 'pt-BR' },
      `mutation { login(email: "nobody@example.com", password: "x") { accessToken } }`,
    );
    expect(wrongLogin.errors![0].message).toBe('E-mail ou senha inválidos.');
    expect(token).toBeTruthy();
  });

  it('words a body it cannot read in the request’s language (not JSON, too large, unreadable)', async () => {
    const post = async (headers: Record<string, string>, body: string) => {
      const response = await fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const portuguese = { 'accept-language': 'pt-BR' };
    expect(await post(portuguese, '{"query": ')).toEqual({
      status: 400,
      body: { errors: [{ message: 'O corpo da requisição não é um JSON válido.', extensions: { code: 'BAD_REQUEST' } }] },
    });
    expect(await post(portuguese, JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(1_100_000)}` }))).toEqual({
      status: 413,
      body: { errors: [{ message: 'O corpo da requisição passa de 1 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    expect(await post({ ...portuguese, 'content-encoding': 'compress' }, '{}')).toEqual({
      status: 415,
      body: { errors: [{ message: 'Não foi possível ler o corpo da requisição.', extensions: { code: 'BAD_REQUEST' } }] },
    });
    // English otherwise, the texts as they were.
    expect(await post({ 'accept-language': 'fr, en;q=0.5' }, '{"query": ')).toMatchObject({
      body: { errors: [{ message: 'The request body is not valid JSON.' }] },
    });
  });

  it('words a value the Decimal scalar refuses, with where it was, in the request’s language', async () => {
    const { token } = await signUp(server);
    const badServing = { ...blankFood, name: 'Aveia', serving: 'muito' };
    const portuguese = await gqlWith({ 'accept-language': 'pt-BR' }, CREATE_FOOD, { input: badServing }, token);
    expect(portuguese.errors).toEqual([
      expect.objectContaining({
        message: 'input.serving: era esperado um número decimal como "12.5", mas veio "muito".',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const english = await gqlWith({ 'accept-language': 'en' }, CREATE_FOOD, { input: badServing }, token);
    expect(english.errors![0].message).toBe('input.serving: expected a decimal number such as "12.5", got "muito".');

    // A value written in the document itself (its location says where); a long value is cut short.
    const literal = await gqlWith(
      { 'accept-language': 'pt-BR' },
      `mutation { createFood(input: { name: "Aveia", serving: "${'9'.repeat(60)}x", unit: G, carbohydrates: 1, proteins: 1, fats: true, calories: 1 }) { id } }`,
      undefined,
      token,
    );
    const messages = literal.errors!.map((error) => error.message).sort();
    expect(messages).toEqual([
      `Era esperado um número decimal como "12.5", mas veio "${'9'.repeat(39)}….`,
      'Era esperado um número decimal como "12.5", mas veio true.',
    ]);
  });

  it('keeps English by default (no Accept-Language, no setting)', async () => {
    const result = await server.gql(REGISTER, { input: newUserInput({ name: '' }) });
    expect(result.errors![0].extensions!.fields).toEqual({ name: ['Required field.'] });
  });

  it('never changes the legacy door: its contract texts stay English whatever the request asks', async () => {
    const missing = await fetch(`${server.legacyUrl}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      body: JSON.stringify({ name: '', email: '', password: '' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: ["User name can't be empty.", "User email can't be empty.", "User password can't be empty."],
    });

    const invalid = await fetch(`${server.legacyUrl}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      body: JSON.stringify({ name: 'Ana', email: 'not-an-email', password: 'x' }),
    });
    expect(await invalid.json()).toEqual({ errors: ['User email: Invalid email.'] });
  });
});

describe('the shared message catalogues', () => {
  /** The arguments a message uses (plural and select cases included), from its compiled form. */
  const placeholders = (text: string): string[] => {
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
  };

  it('have the same messages in every language, each valid ICU MessageFormat with the same placeholders', () => {
    const ids = Object.keys(MESSAGES.en).sort() as MessageId[];
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual(ids);
      for (const id of ids) {
        expect(() => compileMessageOrThrow(MESSAGES[language][id])).not.toThrow();
        expect({ id, placeholders: placeholders(MESSAGES[language][id]) }).toEqual({ id, placeholders: placeholders(MESSAGES.en[id]) });
      }
    }
  });
});

describe('a new account’s data', () => {
  it('names its meals in the language it registered in (English without one)', async () => {
    const mealNames = `query MealNames { mealInfo { mealNames { orderNumber name } } }`;
    const portuguese = await signUp(server, { language: 'PT_BR' });
    expect((await server.data(mealNames, {}, portuguese.token)).mealInfo.mealNames.map((meal: { name: string }) => meal.name)).toEqual([
      'Refeição 1',
      'Refeição 2',
      'Refeição 3',
    ]);
    const english = await signUp(server);
    expect((await server.data(mealNames, {}, english.token)).mealInfo.mealNames.map((meal: { name: string }) => meal.name)).toEqual([
      'Meal 1',
      'Meal 2',
      'Meal 3',
    ]);
  });
});
