import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { fromIsoDate } from '../../shared/dates';

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A day's accessible name holds its number as shown ("Sunday, November 1, 2026", not the library's "1st"): the
 * visible text must be part of the name for people who speak to their browser ("click 1").
 */
const labels: DayPickerProps['labels'] = {
  labelDayButton: (date, modifiers) =>
    `${modifiers.today ? 'Today, ' : ''}${DAY_LABEL.format(date)}${modifiers.selected ? ', selected' : ''}`,
};

export interface DayCalendarProps {
  /** The selected day, "YYYY-MM-DD". */
  date: string;
  /** Today, "YYYY-MM-DD" (marked in the calendar). */
  today: string;
  onPick: (day: Date) => void;
}

/**
 * A month calendar (react-day-picker) that starts on the selected day's month with that day focused; a click or
 * Enter on a day picks it; days after today are not offered (days are logged as they happen). Month and weekday
 * names and the screen-reader labels follow the interface language (English), while the dates the app shows stay
 * pt-BR (dd/mm/yyyy). Loaded on demand (with date-fns) when 'Pick a date' is first opened.
 */
export function DayCalendar({ date, today, onPick }: DayCalendarProps) {
  return (
    <DayPicker
      className="day-picker"
      mode="single"
      required
      selected={fromIsoDate(date)}
      defaultMonth={fromIsoDate(date)}
      today={fromIsoDate(today)}
      onSelect={(_selected, clicked) => onPick(clicked)}
      disabled={{ after: fromIsoDate(today) }}
      locale={enUS}
      labels={labels}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens on request: the focus goes to its selected day
      autoFocus
    />
  );
}
