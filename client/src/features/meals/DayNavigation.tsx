import { type MouseEvent, useRef, useState } from 'react';
import { CalendarDialog } from '../../shared/CalendarDialog';
import { addDays, formatPtBrDate } from '../../shared/dates';
import { useT } from '../../shared/i18n/i18n';

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
  const t = useT();
  const [picking, setPicking] = useState(false);
  const isToday = date === today;
  const previousRef = useRef<HTMLButtonElement>(null);

  function nextDay(event: MouseEvent<HTMLButtonElement>) {
    const next = addDays(date, 1);
    // Reaching today hides 'Next day': keep the keyboard focus in the group, on 'Previous day'.
    if (next === today && event.currentTarget === document.activeElement) previousRef.current?.focus();
    onChange(next);
  }

  function pick(day: string) {
    setPicking(false);
    onChange(day);
  }

  return (
    <div className="day-nav" role="group" aria-label={t('meals.day.group')}>
      <button
        type="button"
        className="button button--secondary day-nav__step"
        ref={previousRef}
        aria-label={t('meals.day.previous')}
        onClick={() => onChange(addDays(date, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h2 className="day-nav__label" aria-live="polite">
        <time dateTime={date}>{isToday ? t('meals.day.today') : formatPtBrDate(date)}</time>
      </h2>
      {isToday ? (
        <span className="day-nav__step day-nav__step--placeholder" aria-hidden="true" />
      ) : (
        <button type="button" className="button button--secondary day-nav__step" aria-label={t('meals.day.next')} onClick={nextDay}>
          <span aria-hidden="true">›</span>
        </button>
      )}
      <button type="button" className="button button--secondary day-nav__pick" onClick={() => setPicking(true)}>
        {t('meals.day.pick')}
      </button>
      <CalendarDialog
        open={picking}
        title={t('meals.day.pick')}
        date={date}
        today={today}
        todayLabel={t('meals.day.goToday')}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
