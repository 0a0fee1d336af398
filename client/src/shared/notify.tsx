import { toast } from 'react-toastify';
import { errorMessages } from './apolloErrors';
import { wantToastHost } from './DeferredToastHost';

function ToastBody({ title, text }: { title: string; text?: string }) {
  return (
    <div className="toast-body">
      <strong className="toast-body__title">{title}</strong>
      {text ? <p className="toast-body__text">{text}</p> : null}
    </div>
  );
}

/** Toasts with a title and a text, e.g. `notify.success('Success', 'Rice was successfully created.')`. */
export const notify = {
  success(title: string, text?: string) {
    wantToastHost();
    return toast.success(<ToastBody title={title} text={text} />);
  },
  error(title: string, text?: string) {
    wantToastHost();
    return toast.error(<ToastBody title={title} text={text} />);
  },
  info(title: string, text?: string) {
    wantToastHost();
    return toast.info(<ToastBody title={title} text={text} />);
  },
};

/**
 * One error toast titled `title` per message of a failed operation (see `errorMessages`), or one with
 * `fallback` when the server said nothing.
 */
export function notifyFailure(title: string, error: unknown, fallback?: string): void {
  for (const message of errorMessages(error, fallback)) notify.error(title, message);
}
