import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './apolloErrors';
import { notifyFailure } from './notify';
import { notifySaveFailed } from './serverFormErrors';

const SAVE_FAILED_MESSAGE = 'Saving failed. Server might be down right now. Try again later.';
import { ToastHost } from './ToastHost';

/** A refusal with a general message and two field messages, as the server sends them. */
const refused = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Argument Validation Error',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: ['Required field.'], serving: 'Too big.' } },
    },
    { message: 'Beans is used by a recipe.', extensions: { code: 'CONFLICT' } },
  ],
});
const unreachable = new TypeError('Failed to fetch');

/** The toasts on screen, oldest first, as 'title: text'. */
function toastsShown(): string[] {
  return screen
    .queryAllByRole('alert')
    .reverse()
    .map((toast) => {
      const title = toast.querySelector('.toast-body__title')?.textContent;
      const text = toast.querySelector('.toast-body__text')?.textContent;
      return `${title}: ${text}`;
    });
}

describe('errorMessages', () => {
  it("gives the general messages, then the fields' messages", () => {
    expect(errorMessages(refused, 'Fallback.')).toEqual(['Beans is used by a recipe.', 'Required field.', 'Too big.']);
  });

  it('gives the fallback when the server said nothing, and nothing without one', () => {
    expect(errorMessages(unreachable, 'Fallback.')).toEqual(['Fallback.']);
    expect(errorMessages(unreachable)).toEqual([]);
  });
});

describe('notifyFailure', () => {
  it('toasts each message under the title', async () => {
    render(<ToastHost />);
    act(() => notifyFailure('Deletion failed', refused, 'Fallback.'));
    await screen.findByText('Too big.');
    expect(toastsShown()).toEqual([
      'Deletion failed: Beans is used by a recipe.',
      'Deletion failed: Required field.',
      'Deletion failed: Too big.',
    ]);
  });

  it('toasts the fallback once when the server could not be reached, and nothing without one', async () => {
    render(<ToastHost />);
    act(() => notifyFailure('Edition failed', unreachable));
    act(() => notifyFailure('Deletion failed', unreachable, 'The server could not be reached.'));
    await screen.findByText('The server could not be reached.');
    expect(toastsShown()).toEqual(['Deletion failed: The server could not be reached.']);
  });
});

describe('notifySaveFailed', () => {
  it("titles a failed addition 'Adition failed' and a failed edit 'Edition failed'", async () => {
    render(<ToastHost />);
    act(() => notifySaveFailed(true, unreachable));
    act(() => notifySaveFailed(false, new CombinedGraphQLErrors({ errors: [{ message: 'Name is taken.' }] })));
    await screen.findByText('Name is taken.');
    expect(toastsShown()).toEqual([`Adition failed: ${SAVE_FAILED_MESSAGE}`, 'Edition failed: Name is taken.']);
  });
});
