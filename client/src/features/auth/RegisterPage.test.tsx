import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expIn, makeJwt } from '../../test/jwt';
import { Marker, renderRoutes } from '../../test/render';
import { LoginMutation, RegisterMutation } from './authDocuments';

const LOGIN_FAILED_MESSAGE = 'Login attempt failed. Server might be down right now. Try again later.';
const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Server might be down right now. Try again later.';
import { RegisterPage } from './RegisterPage';
import { lazyAppClient } from '../../shared/appClient';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/', element: <Marker name="root" /> },
  { path: '/login', element: <Marker name="login" /> },
];

// The account starts in the language shown (English here).
const input = { name: 'Ana', email: 'ana@example.com', password: 'abc', language: 'EN' as const };
const credentials = { email: input.email, password: input.password };

const registered = {
  data: { register: { __typename: 'User' as const, id: 7, name: input.name, email: input.email, language: 'EN' as const } },
};

function registerFails(errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
  return { request: { query: RegisterMutation, variables: { input } }, result: { errors } };
}

function renderRegister(mocks: Parameters<typeof renderRoutes>[0]['mocks'] = []) {
  return renderRoutes({ routes, path: '/register', mocks });
}

async function fillAndSubmit(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(await screen.findByLabelText('Name'), input.name);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('RegisterPage', () => {
  it('shows the texts, fields, the demo-data checkbox and the link to login', async () => {
    renderRegister();
    expect(await screen.findByText('Register and start to build serious fitness progress.')).toBeInTheDocument();
    expect(screen.getByText('Sign up with new credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Insecure: use a simple password');
    const populate = screen.getByRole('group', { name: 'Populate account?' });
    const checkbox = within(populate).getByRole('checkbox', { name: "I'd like to populate my account with demo data" });
    expect(checkbox).toBeEnabled();
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('All demo data is in Portuguese.');
    expect(screen.getByRole('link', { name: 'Already have an account? Login here!' })).toHaveAttribute('href', '/login');
  });

  it('validates: required fields after submit, email format after touch', async () => {
    const { user } = renderRegister();
    await screen.findByLabelText('Name');
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('Required field.')).toHaveLength(3);

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.tab();
    expect(await screen.findByText('Invalid email.')).toBeInTheDocument();
    expect(screen.getAllByText('Required field.')).toHaveLength(2);
  });

  it('registers, logs in with the same credentials, stores the token and goes to the root path', async () => {
    const token = makeJwt({ sub: '7', exp: expIn(3600) });
    const registerResult = vi.fn(() => registered);
    const loginResult = vi.fn(() => ({
      data: { login: { __typename: 'AuthToken' as const, accessToken: token, expiresIn: 3600, tokenType: 'Bearer' } },
    }));
    const { user, pathname } = renderRegister([
      { request: { query: RegisterMutation, variables: { input } }, result: registerResult },
      { request: { query: LoginMutation, variables: credentials }, result: loginResult },
    ]);

    await fillAndSubmit(user);

    expect(await screen.findByTestId('marker')).toHaveTextContent('root');
    expect(pathname()).toBe('/');
    expect(registerResult).toHaveBeenCalledWith({ input });
    expect(loginResult).toHaveBeenCalledWith(credentials);
    expect(JSON.parse(localStorage.getItem('access_token') ?? 'null')).toEqual({ access_token: token });
  });

  it("asks for the demo data with the browser's local date when the box is ticked", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 30)); // late evening, local time
    try {
      const token = makeJwt({ sub: '7', exp: expIn(3600) });
      const registerResult = vi.fn(() => registered);
      const { user } = renderRegister([
        {
          request: { query: RegisterMutation, variables: { input: { ...input, populate: true, today: '2026-11-21' } } },
          result: registerResult,
        },
        {
          request: { query: LoginMutation, variables: credentials },
          result: { data: { login: { __typename: 'AuthToken' as const, accessToken: token, expiresIn: 3600, tokenType: 'Bearer' } } },
        },
      ]);
      await user.click(await screen.findByRole('checkbox', { name: "I'd like to populate my account with demo data" }));
      await fillAndSubmit(user);
      expect(await screen.findByTestId('marker')).toHaveTextContent('root');
      expect(registerResult).toHaveBeenCalledWith({ input: { ...input, populate: true, today: '2026-11-21' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the form and shows the login error when the automatic login fails', async () => {
    const { user, pathname } = renderRegister([
      { request: { query: RegisterMutation, variables: { input } }, result: registered },
      { request: { query: LoginMutation, variables: credentials }, error: new TypeError('Failed to fetch') },
    ]);

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();
    // The Sign Up press left the focus in the password field, through the reset: leaving it now shows nothing either.
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();
    expect(pathname()).toBe('/register');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows BAD_USER_INPUT field messages under their fields and unknown fields in the alert', async () => {
    const { user } = renderRegister([
      registerFails([
        {
          message: 'Argument Validation Error',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { email: ['Invalid email.'], password: ['Minimum 4 characters.'], nickname: ['Too odd.'] },
          },
        },
      ]),
    ]);

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(alert).toHaveTextContent('Too odd.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimum 4 characters.');
    expect(screen.queryByText('Argument Validation Error')).not.toBeInTheDocument();
    // the typed values stay
    expect(screen.getByLabelText('Name')).toHaveValue(input.name);
  });

  it('shows the CONFLICT message for an email already registered', async () => {
    const message = `User with email ${input.email} was already registered.`;
    const { user } = renderRegister([registerFails([{ message, extensions: { code: 'CONFLICT' } }])]);

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists several server messages', async () => {
    const { user } = renderRegister([registerFails([{ message: 'First problem.' }, { message: 'Second problem.' }])]);

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First problem.', 'Second problem.']);
  });

  it('shows the fallback text when the server cannot be reached', async () => {
    const { user } = renderRegister([
      { request: { query: RegisterMutation, variables: { input } }, error: new TypeError('Failed to fetch'), delay: 1000 },
    ]);

    await fillAndSubmit(user);

    // 'Creating your account…', busy, while the server works; 'Sign Up' again after the failure.
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Server might be down right now. Try again later.');
    const signUp = await screen.findByRole('button', { name: 'Sign Up' });
    expect(signUp).not.toHaveAttribute('aria-busy');
    expect(signUp).not.toHaveAttribute('aria-disabled');
    expect(REGISTRATION_FAILED_MESSAGE).toBe('Registration failed. Server might be down right now. Try again later.');
  });

  it("shows the fallback text when the registration's code cannot be loaded", async () => {
    const { user, pathname } = renderRoutes({
      routes,
      path: '/register',
      appClient: () => lazyAppClient(() => Promise.reject(new TypeError('Failed to fetch'))),
    });

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(alert).toHaveTextContent(REGISTRATION_FAILED_MESSAGE);
    expect(pathname()).toBe('/register');
    expect(screen.getByLabelText('Name')).toHaveValue(input.name);
  });
});
