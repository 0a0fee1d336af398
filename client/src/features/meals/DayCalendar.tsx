import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { fromIsoDate } from '../../shared/dates';

export interface DayCalendarProps {
  /** The selected day, "YYYY-MM-DD". */
  date: string;
  /** Today, "YYYY-MM-DD" (marked in the calendar). */
  today: string;
  onPick: (day: Date) => void;
}

/**
 * A month calendar in pt-BR (react-day-picker) that starts on the selected day's month with that day focused; a
 * click or Enter on a day picks it. Loaded on demand (with date-fns) when 'Pick a date' is first opened.
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
      locale={ptBR}
      autoFocus
    />
  );
}
