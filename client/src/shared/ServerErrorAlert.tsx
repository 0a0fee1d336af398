import { useT } from './i18n/i18n';

export interface ServerErrorAlertProps {
  messages: ReadonlyArray<string>;
  /** Heading of the alert. Default 'Submition failed:' (sic, as the product has always spelled it); `null` for none. */
  title?: string | null;
}

/**
 * The red alert shown when the server refuses a form: the heading, then the messages as a list when there are
 * several, or the single message alone. Renders nothing without messages.
 */
export function ServerErrorAlert({ messages, title: givenTitle }: ServerErrorAlertProps) {
  const t = useT();
  const title = givenTitle === undefined ? t('common.submitFailed') : givenTitle;
  if (messages.length === 0) return null;
  return (
    <div className="alert alert--danger" role="alert">
      {title ? <p className="alert__title">{title}</p> : null}
      {messages.length > 1 ? (
        <ul className="alert__list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p className="alert__message">{messages[0]}</p>
      )}
    </div>
  );
}
