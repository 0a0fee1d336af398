import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n/i18n';
import { notify } from './notify';
import { ToastHost } from './ToastHost';

/**
 * jsdom runs no CSS animation: end one by hand. Without `AnimationEvent` in jsdom, React listens to the prefixed
 * name (the progress bar's `onAnimationEnd`), the transition to the plain one.
 */
function endAnimation(element: Element) {
  fireEvent.animationEnd(element);
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));
}

async function showToast(title: string, text?: string) {
  act(() => {
    notify.success(title, text);
  });
  const toastNode = (await screen.findByText(title)).closest<HTMLElement>('.Toastify__toast');
  if (!toastNode) throw new Error('No toast');
  return toastNode;
}

function timer(toastNode: HTMLElement) {
  return within(toastNode).getByRole('progressbar', { hidden: true });
}

describe('ToastHost', () => {
  it("names each toast's countdown bar in the interface language (the library's own name is English)", async () => {
    render(<ToastHost />);
    const first = await showToast('Success');
    expect(timer(first)).toHaveAccessibleName('Time left before the notification closes');
    await act(() => chooseLanguage('pt-BR'));
    expect(timer(first)).toHaveAccessibleName('Tempo até a notificação fechar');
    const second = await showToast('Sucesso');
    expect(timer(second)).toHaveAccessibleName('Tempo até a notificação fechar');
  });

  it('fades toasts in and out in 300 ms', async () => {
    render(<ToastHost />);
    const toastNode = await showToast('Success', 'Rice was successfully created.');

    expect(toastNode).toHaveClass('toast-fade-in');
    expect(toastNode).not.toHaveClass('Toastify__bounce-enter--top-right');
    expect(toastNode).toHaveStyle({ animationDuration: '300ms' });

    endAnimation(toastNode);
    expect(toastNode).not.toHaveClass('toast-fade-in');
    endAnimation(timer(toastNode));
    expect(toastNode).toHaveClass('toast-fade-out');
  });

  it('shows a toast 5000 ms, top-right, and closes it on a tap', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    const toastNode = await showToast('Deletion succeed', 'Rice was successfully deleted.');
    endAnimation(toastNode);

    expect(toastNode.parentElement).toHaveClass('Toastify__toast-container--top-right');
    expect(timer(toastNode)).toHaveStyle({ animationDuration: '5000ms', animationPlayState: 'running' });

    await user.click(within(toastNode).getByText('Rice was successfully deleted.'));
    expect(toastNode).toHaveClass('toast-fade-out');
  });

  it('keeps counting down when the window loses the focus', async () => {
    render(<ToastHost />);
    const toastNode = await showToast('Success');
    endAnimation(toastNode);

    act(() => {
      window.dispatchEvent(new Event('blur'));
    });

    expect(timer(toastNode)).toHaveStyle({ animationPlayState: 'running' });
  });

  it('stays while hovered, then closes 1000 ms after the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    const toastNode = await showToast('Success', 'Rice was successfully edited.');
    endAnimation(toastNode);

    await user.hover(within(toastNode).getByText('Rice was successfully edited.'));
    expect(timer(toastNode)).toHaveStyle({ animationDuration: '5000ms', animationPlayState: 'paused' });

    // Moving inside the toast is no hover-out.
    await user.hover(within(toastNode).getByText('Success'));
    expect(timer(toastNode)).toHaveStyle({ animationDuration: '5000ms', animationPlayState: 'paused' });

    await user.unhover(toastNode);
    expect(timer(toastNode)).toHaveStyle({ animationDuration: '1000ms', animationPlayState: 'running' });
    expect(toastNode).not.toHaveClass('toast-fade-out');

    endAnimation(timer(toastNode));
    expect(toastNode).toHaveClass('toast-fade-out');
  });

  it('does not bring back a toast that is closing when the pointer leaves it', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    const toastNode = await showToast('Success', 'Rice was successfully added.');
    endAnimation(toastNode);

    await user.click(toastNode);
    await user.unhover(toastNode);

    expect(toastNode).toHaveClass('toast-fade-out');
    expect(toastNode).not.toHaveAttribute('role', 'alert');
  });

  it('stacks the newest on top and allows duplicates', async () => {
    render(<ToastHost />);
    await showToast('Success', 'Rice was successfully created.');
    act(() => {
      notify.success('Success', 'Rice was successfully created.');
      notify.error('Deletion failed', 'Beans is used by a recipe.');
    });
    const toasts = await screen.findAllByRole('alert');
    expect(toasts.map((node) => node.textContent)).toEqual([
      expect.stringContaining('Beans is used by a recipe.'),
      expect.stringContaining('Rice was successfully created.'),
      expect.stringContaining('Rice was successfully created.'),
    ]);
  });
});
