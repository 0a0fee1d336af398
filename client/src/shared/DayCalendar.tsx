import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { enUS, ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { fromIsoDate, toIsoDate } from './dates';
import type { Language } from '@fitness-manager/shared';
import { t, useLanguage } from './i18n/i18n';

/**
 * pt-BR weekday names for the calendar's header ("dom", "seg", … "sáb"): date-fns' `ptBR` short names write Saturday
 * "sab", without its accent. Intl's short names ("sáb.") without the abbreviation's dot, as compact as the others.
 */
const PT_BR_WEEKDAYS = new Intl.DateTimeFormat('pt-BR', { weekday: 'short' });
const ptBrWeekdayName = (weekday: Date) => PT_BR_WEEKDAYS.format(weekday).replace(/\.$/, '');

/**
 * The calendar's language: react-day-picker's locale (month and weekday names, its own labels), its header's weekday
 * names where the locale's are wrong, and ours.
 */
const CALENDAR_LOCALES = {
  en: {
    picker: enUS,
    formatters: undefined,
    days: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  },
  'pt-BR': {
    picker: ptBR,
    formatters: { formatWeekdayName: ptBrWeekdayName },
    days: new Intl.DateTimeFormat('pt-BR', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  },
} as const satisfies Record<Language, { formatters: DayPickerProps['formatters'] } & Record<string, unknown>>;

/**
 * A day's accessible name holds its number as shown ("Sunday, November 1, 2026", not the library's "1st"): the
 * visible text must be part of the name for people who speak to their browser ("click 1").
 */
function labelsFor(language: Language): DayPickerProps['labels'] {
  const { days } = CALENDAR_LOCALES[language];
  return {
    labelDayButton: (date, modifiers) => {
      let label = days.format(date);
      if (modifiers.today) label = t('common.calendar.today', { day: label });
      if (modifiers.selected) label = t('common.calendar.selected', { day: label });
      return label;
    },
  };
}

export interface DayCalendarProps {
  /** The selected day, "YYYY-MM-DD". */
  date: string;
  /** Today, "YYYY-MM-DD" (marked in the calendar). */
  today: string;
  /** A day picked, "YYYY-MM-DD" (react-day-picker's local Date, read back as the day it shows). */
  onPick: (day: string) => void;
}

/**
 * A month calendar (react-day-picker) that starts on the selected day's month with that day focused; a click or
 * Enter on a day picks it; days after today are not offered (days are logged as they happen). Month and weekday
 * names and the screen-reader labels follow the interface language (English or Portuguese), while the dates the app shows stay
 * pt-BR (dd/mm/yyyy). Loaded on demand (with date-fns) when a calendar is first opened (the meals page's 'Pick a
 * date', a `DateInput`'s 'Calendar'); its look is calendar.css.
 */
export function DayCalendar({ date, today, onPick }: DayCalendarProps) {
  const language = useLanguage();
  return (
    <DayPicker
      className="day-picker"
      mode="single"
      required
      selected={fromIsoDate(date)}
      defaultMonth={fromIsoDate(date)}
      today={fromIsoDate(today)}
      onSelect={(_selected, clicked) => onPick(toIsoDate(clicked))}
      disabled={{ after: fromIsoDate(today) }}
      locale={CALENDAR_LOCALES[language].picker}
      formatters={CALENDAR_LOCALES[language].formatters}
      labels={labelsFor(language)}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens on request: the focus goes to its selected day
      autoFocus
    />
  );
}
