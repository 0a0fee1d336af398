import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { Modal } from '../../shared/Modal';
import { PageLoading } from '../../shared/PageLoading';
import { addDays, formatPtBrDate, fromIsoDate, toIsoDate } from '../../shared/dates';

// The calendar (react-day-picker and date-fns) is loaded when it is first opened.
const DayCalendar = lazy(() => import('./DayCalendar').then((m) => ({ default: m.DayCalendar })));

export interface DayNavigationProps {
  /** The selected day, "YYYY-MM-DD". */
  date: string;
  /** Today (the browser's local date), "YYYY-MM-DD". */
  today: string;
  onChange: (date: string) => void;
}

/**
 * Previous day / the day ('Today' or dd/mm/yyyy) / next day (hidden on today), and 'Pick a date', which opens a
 * calendar (pt-BR); picking a day selects it and closes the calendar. When 'Next day' reaches today and disappears,
 * the focus moves to 'Previous day'.
 */
export function DayNavigation({ date, today, onChange }: DayNavigationProps) {
  const [picking, setPicking] = useState(false);
  const isToday = date === today;
  const previousRef = useRef<HTMLButtonElement>(null);

  function nextDay(event: MouseEvent<HTMLButtonElement>) {
    const next = addDays(date, 1);
    // Reaching today hides 'Next day': keep the keyboard focus in the group, on 'Previous day'.
    if (next === today && event.currentTarget === document.activeElement) previousRef.current?.focus();
    onChange(next);
  }

  function pick(day: Date) {
    setPicking(false);
    onChange(toIsoDate(day));
  }

  return (
    <div className="day-nav" role="group" aria-label="Day">
      <button
        type="button"
        className="button button--secondary day-nav__step"
        ref={previousRef}
        aria-label="Previous day"
        onClick={() => onChange(addDays(date, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h2 className="day-nav__label" aria-live="polite">
        <time dateTime={date}>{isToday ? 'Today' : formatPtBrDate(date)}</time>
      </h2>
      {isToday ? (
        <span className="day-nav__step day-nav__step--placeholder" aria-hidden="true" />
      ) : (
        <button type="button" className="button button--secondary day-nav__step" aria-label="Next day" onClick={nextDay}>
          <span aria-hidden="true">›</span>
        </button>
      )}
      <button type="button" className="button button--secondary day-nav__pick" onClick={() => setPicking(true)}>
        Pick a date
      </button>
      <Modal open={picking} title="Pick a date" size="small" onClose={() => setPicking(false)}>
        <Suspense fallback={<PageLoading />}>
          <DayCalendar date={date} today={today} onPick={pick} />
        </Suspense>
        <div className="form-actions day-picker__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => pick(fromIsoDate(today))}>
            Go to today
          </button>
        </div>
      </Modal>
    </div>
  );
}
