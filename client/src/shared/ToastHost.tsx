import { ToastContainer } from 'react-toastify';

/** Mounted once (in the app providers): where `notify.*` toasts appear. Toasts: 5 s, top-right, newest on top. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable={false}
      theme="light"
    />
  );
}
