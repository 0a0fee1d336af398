import { toast } from 'react-toastify';

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
    return toast.success(<ToastBody title={title} text={text} />);
  },
  error(title: string, text?: string) {
    return toast.error(<ToastBody title={title} text={text} />);
  },
  info(title: string, text?: string) {
    return toast.info(<ToastBody title={title} text={text} />);
  },
};
