import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { expIn, makeJwt, storeToken } from '../../test/jwt';
import { renderRoutes, withToasts } from '../../test/render';
import { CurrentUserQuery } from '../auth/authDocuments';
import { clearSession } from '../auth/session';
import { keepNotesDraft, NOTES_DRAFT_KEY } from '../workouts/notesDraft';
import { keepNote, PENDING_NOTES_KEY } from '../workouts/pendingNotes';
import { keepPending, PENDING_KEY } from '../workouts/pendingSets';
import { ChangeEmailMutation, ChangePasswordMutation, DeleteAccountMutation } from './accountDocuments';

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const refusedField = (field: string, message: string) => ({
  errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } } }],
});

const storedToken = () => (JSON.parse(localStorage.getItem('access_token') ?? 'null') as { access_token: string } | null)?.access_token;

function renderAccount(mocks: Mocks, me: Mocks[number] = meMock) {
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
  return renderRoutes({ routes: withToasts(routes), path: '/account/settings', mocks: [me, ...mocks] });
}

/** Fills the password form (the confirmation as typed, else the new password again) and presses 'Change password'. */
async function changePassword(
  user: ReturnType<typeof renderAccount>['user'],
  form: HTMLElement,
  current: string,
  password: string,
  confirmation = password,
) {
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), password);
  await user.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

const section = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('section')!;

afterEach(async () => {
  clearSession();
  await chooseLanguage('en');
});

describe('AccountPage: change password', () => {
  it('is linked from the menu beside Your data, with labelled fields and the text about other sessions', async () => {
    renderAccount([]);
    expect(await screen.findByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account/settings');
    expect(await screen.findByRole('heading', { name: 'Account settings', level: 1 })).toBeInTheDocument();
    const form = await section('Change password');
    expect(within(form).getByText('You stay signed in here; every other device and browser is signed out.')).toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it('checks the fields as registration does, and the confirmation, before asking the server', async () => {
    const { user } = renderAccount([]);
    const form = await section('Change password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('Required field.')).toHaveLength(3);

    await changePassword(user, form, 'secret', 'new secret', 'new secrte');
    expect(await within(form).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('a wrong current password: the server says so on its field, and the session stays as it was', async () => {
    const { user } = renderAccount([
      {
        request: { query: ChangePasswordMutation, variables: { currentPassword: 'wrong', newPassword: 'new secret' } },
        result: refusedField('currentPassword', 'Wrong password.'),
      },
    ]);
    const before = storedToken();
    const form = await section('Change password');
    await changePassword(user, form, 'wrong', 'new secret');

    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('Wrong password.'));
    // as every form says a refusal: the alert points at the field
    expect(within(form).getByRole('alert')).toHaveTextContent('Submition failed:Check the fields marked below.');
    expect(storedToken()).toBe(before);
  });

  it('a wrong current password sent with Enter in the confirmation: the message stays on its field until it is edited', async () => {
    const { user } = renderAccount([
      {
        request: { query: ChangePasswordMutation, variables: { currentPassword: 'wrong', newPassword: 'new secret' } },
        result: refusedField('currentPassword', 'Wrong password.'),
      },
    ]);
    const form = await section('Change password');
    const current = within(form).getByLabelText('Current password');
    await user.type(current, 'wrong');
    await user.type(within(form).getByLabelText('New password'), 'new secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new secret{Enter}');

    // The focus goes to the refused field: leaving the confirmation checks the form again, which kept the message no longer.
    await waitFor(() => expect(current).toHaveFocus());
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Wrong password.'));
    // Another field changed and checked (its own message shows: the client's check has run): still there.
    const newPassword = within(form).getByLabelText('New password');
    await user.clear(newPassword);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription('Required field.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Wrong password.');
    // The refused value edited: gone.
    await user.type(current, 'x');
    await waitFor(() => expect(current).not.toHaveAttribute('aria-invalid'));
    expect(current).toHaveAccessibleDescription('');
  });

  it("a refusal with a message for no field of the form: the field's under it, the other in the alert", async () => {
    const { user } = renderAccount([
      {
        request: { query: ChangePasswordMutation, variables: { currentPassword: 'wrong', newPassword: 'new secret' } },
        result: {
          errors: [
            {
              message: 'Invalid input.',
              extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: ['Wrong password.'], account: ['Account locked.'] } },
            },
          ],
        },
      },
    ]);
    const form = await section('Change password');
    await changePassword(user, form, 'wrong', 'new secret');

    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('Wrong password.'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Submition failed:Account locked.');
  });

  it('on success keeps this tab signed in with the returned token, says so, and empties the form', async () => {
    const fresh = makeJwt({ sub: '1', exp: expIn(7200), token_version: 1 });
    const { user, pathname } = renderAccount([
      {
        request: { query: ChangePasswordMutation, variables: { currentPassword: 'secret', newPassword: 'new secret' } },
        result: { data: { changePassword: { __typename: 'AuthToken' as const, accessToken: fresh } } },
      },
    ]);
    const form = await section('Change password');
    await changePassword(user, form, 'secret', 'new secret');

    expect(await screen.findByText('Your password was changed. Other devices were signed out.')).toBeInTheDocument();
    expect(storedToken()).toBe(fresh);
    expect(pathname()).toBe('/account/settings');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});

describe('AccountPage: delete account', () => {
  async function openDialog(user: ReturnType<typeof renderAccount>['user']) {
    const card = await section('Delete account');
    await user.click(within(card).getByRole('button', { name: 'Delete account…' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks in a dialog: says it cannot be undone, offers the export, focuses the password; Escape closes it', async () => {
    const { user } = renderAccount([]);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export your data' })).toHaveAttribute('href', '/account/data');
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedToken()).toBeTruthy();
  });

  it('a wrong password: said on the field, nothing ends', async () => {
    const { user, pathname } = renderAccount([
      {
        request: { query: DeleteAccountMutation, variables: { currentPassword: 'wrong' } },
        result: refusedField('currentPassword', 'Wrong password.'),
      },
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Wrong password.'));
    expect(storedToken()).toBeTruthy();
    expect(pathname()).toBe('/account/settings');
  });

  it('on success signs out and /login confirms the deletion, with no page to come back to', async () => {
    const { user, pathname, client, router } = renderAccount([
      { request: { query: DeleteAccountMutation, variables: { currentPassword: 'secret' } }, result: { data: { deleteAccount: true } } },
    ]);
    // A set edit kept on this device (sent later) belongs to the account too.
    keepPending(31, 7, { weight: '80', reps: '8', setType: 'NORMAL', rpe: '' });
    keepNote(31, 7, 'Pegada fechada');
    // and so do the workout notes typed and not saved yet.
    keepNotesDraft(7, 'Dor no ombro');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account and all its data were deleted. Thank you for training with us.')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(router.state.location.state).toEqual({ accountDeleted: true });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_NOTES_KEY)).toBeNull();
    expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull();
    expect(client.cache.extract()).toEqual({});
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });
});

describe('AccountPage: change email', () => {
  it('shows the new email once changed (the cache has it), and says so', async () => {
    const { user } = renderAccount([
      {
        request: { query: ChangeEmailMutation, variables: { currentPassword: 'secret', newEmail: 'ana.souza@example.com' } },
        result: { data: { changeEmail: { __typename: 'User' as const, id: 1, email: 'ana.souza@example.com' } } },
      },
    ]);
    const form = await section('Change email');
    expect(await within(form).findByText('Current email: ana@example.com')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New email'), '  ana.souza@example.com ');
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));

    expect(await within(form).findByText('Current email: ana.souza@example.com')).toBeInTheDocument();
    expect(screen.getByText('Your email is now ana.souza@example.com.')).toBeInTheDocument();
    expect(within(form).getByLabelText('New email')).toHaveValue('');
  });

  it("checks the email as registration does, and shows the server's message on the field when it is taken", async () => {
    const { user } = renderAccount([
      {
        request: { query: ChangeEmailMutation, variables: { currentPassword: 'secret', newEmail: 'bia@example.com' } },
        result: refusedField('newEmail', 'User with email bia@example.com was already registered.'),
      },
    ]);
    const form = await section('Change email');
    const email = within(form).getByLabelText('New email');
    await user.type(email, 'not-an-email');
    expect(await within(form).findByText('Invalid email.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'bia@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('User with email bia@example.com was already registered.'));
    expect(within(form).getByText('Current email: ana@example.com')).toBeInTheDocument();
  });

  it('speaks Portuguese (Brazil) too', async () => {
    await chooseLanguage('pt-BR');
    const me = meMock.result.data.me;
    renderAccount([], { ...meMock, result: { data: { me: { ...me, language: 'PT_BR' as const } } } });
    expect(await screen.findByRole('heading', { name: 'Alterar e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Excluir conta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirme a nova senha')).toBeInTheDocument();
  });
});
