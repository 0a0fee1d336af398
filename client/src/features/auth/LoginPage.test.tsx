import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyAppClient } from '../../shared/appClient';
import { expIn, makeJwt, storeToken } from '../../test/jwt';
import { Marker, renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';
import { LoginMutation } from './authDocuments';

const LOGIN_FAILED_MESSAGE = 'Login attempt failed. Server might be down right now. Try again later.';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <Marker name="root" /> },
  { path: '/register', element: <Marker name="register" /> },
];

const credentials = { email: 'ana@example.com', password: 'secret' };

function loginSucceeds(accessToken: string) {
  return {
    request: { query: LoginMutation, variables: credentials },
    result: {
      data: { login: { __typename: 'AuthToken' as const, accessToken, expiresIn: 3600, tokenType: 'Bearer' } },
    },
  };
}

function renderLogin(mocks: Parameters<typeof renderRoutes>[0]['mocks'] = []) {
  return renderRoutes({ routes, path: '/login', mocks });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the texts, labelled inputs and the link to register', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Fitness Manager' })).toBeInTheDocument();
    expect(screen.getByText('Log in to keep your fitness progress!')).toBeInTheDocument();
    expect(screen.getByText('Sign in with your credentials')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Password');
    expect(screen.getByRole('link', { name: "Don't have an account yet? Register now!" })).toHaveAttribute('href', '/register');
  });

  it('shows the required messages only after submitting', async () => {
    const { user } = renderLogin();
    await screen.findByLabelText('Email');
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('Required field.')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required field.');
  });

  it("shows 'Invalid email.' while typing (the field is edited), before it is touched", async () => {
    const { user } = renderLogin();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');

    expect(email).toHaveFocus();
    expect(screen.getByText('Invalid email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email.');

    await user.tab();

    expect(screen.getByText('Invalid email.')).toBeInTheDocument();
    // the password field was neither touched nor edited yet
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();
  });

  it("keeps 'Required field.' once the email was edited, even when emptied back to its initial value", async () => {
    const { user } = renderLogin();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'a');
    expect(screen.getByText('Invalid email.')).toBeInTheDocument();

    await user.clear(email);

    expect(email).toHaveFocus();
    expect(email).toHaveValue('');
    expect(email).toHaveAccessibleDescription('Required field.');
  });

  it('moves the focus to the first invalid field after a submit fails validation', async () => {
    const { user } = renderLogin();
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, credentials.email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Required field.');
  });

  it('stores the token as JSON and goes to the root path on success', async () => {
    const token = makeJwt({ sub: '1', exp: expIn(3600) });
    const { user, pathname } = renderLogin([loginSucceeds(token)]);
    await screen.findByLabelText('Email');

    await fillAndSubmit(user);

    expect(await screen.findByTestId('marker')).toHaveTextContent('root');
    expect(pathname()).toBe('/');
    expect(JSON.parse(localStorage.getItem('access_token') ?? 'null')).toEqual({ access_token: token });
  });

  it("shows the server's message when the credentials are refused, after clearing the old session", async () => {
    storeToken(makeJwt({ sub: '9', exp: expIn(3600) }));
    const { user, pathname } = renderLogin([
      {
        request: { query: LoginMutation, variables: credentials },
        result: {
          errors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } }],
        },
      },
    ]);
    await screen.findByLabelText('Email');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByText(LOGIN_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows the fallback text when the server cannot be reached', async () => {
    const { user } = renderLogin([
      { request: { query: LoginMutation, variables: credentials }, error: new TypeError('Failed to fetch'), delay: 1000 },
    ]);
    await screen.findByLabelText('Email');

    await fillAndSubmit(user);

    // 'Signing in…', busy, while the server is asked; 'Sign in' again after the failure.
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login attempt failed. Server might be down right now. Try again later.');
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(signIn).not.toHaveAttribute('aria-busy');
    expect(signIn).not.toHaveAttribute('aria-disabled');
  });

  it('loads the Apollo client only once the form is used, and signs in through it', async () => {
    const token = makeJwt({ sub: '1', exp: expIn(3600) });
    const create = vi.fn();
    const { user, pathname } = renderRoutes({
      routes,
      path: '/login',
      mocks: [loginSucceeds(token)],
      appClient: (client) => lazyAppClient(() => (create(), Promise.resolve(client))),
    });
    await screen.findByLabelText('Email');
    expect(create).not.toHaveBeenCalled();

    await fillAndSubmit(user);

    expect(await screen.findByTestId('marker')).toHaveTextContent('root');
    expect(create).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/');
  });

  it("shows the fallback text when the sign-in's code cannot be loaded, and loads it again on the next try", async () => {
    const token = makeJwt({ sub: '1', exp: expIn(3600) });
    let online = false;
    const { user, pathname } = renderRoutes({
      routes,
      path: '/login',
      mocks: [loginSucceeds(token)],
      appClient: (client) => lazyAppClient(() => (online ? Promise.resolve(client) : Promise.reject(new TypeError('Failed to fetch')))),
    });
    await screen.findByLabelText('Email');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(pathname()).toBe('/login');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('marker')).toHaveTextContent('root');
  });
});
