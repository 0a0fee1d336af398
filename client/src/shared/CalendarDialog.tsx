import { lazy, Suspense } from 'react';
import { Modal } from './Modal';
import { PageLoading } from './PageLoading';
import './calendar.css';

// The calendar (react-day-picker and date-fns) is loaded when it is first opened.
const DayCalendar = lazy(() => import('./DayCalendar').then((m) => ({ default: m.DayCalendar })));

export interface CalendarDialogProps {
  open: boolean;
  /** The dialog's name (a date field's label, 'Pick a date'). */
  title: string;
  /** The day it opens on, "YYYY-MM-DD" (up to today). */
  date: string;
  /** Today, "YYYY-MM-DD": the calendar marks it and offers no day after it. */
  today: string;
  /** The words of the button that picks today ('Today', 'Go to today'). */
  todayLabel: string;
  /** A day picked (a calendar's day or today), "YYYY-MM-DD"; the dialog stays open until `open` turns false. */
  onPick: (day: string) => void;
  onClose: () => void;
}

/**
 * The app's calendar (`DayCalendar`, loaded on first open) in a small dialog, with a button that picks today: the
 * meals page's 'Pick a date' and every date field's 'Calendar'.
 */
export function CalendarDialog({ open, title, date, today, todayLabel, onPick, onClose }: CalendarDialogProps) {
  return (
    <Modal open={open} title={title} size="small" onClose={onClose}>
      <Suspense fallback={<PageLoading />}>
        <DayCalendar date={date} today={today} onPick={onPick} />
      </Suspense>
      <div className="form-actions day-picker__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => onPick(today)}>
          {todayLabel}
        </button>
      </div>
    </Modal>
  );
}
