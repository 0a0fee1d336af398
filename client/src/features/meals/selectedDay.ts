import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate, localToday } from '../../shared/dates';
import { useToday } from '../../shared/useToday';

/** The search parameter that keeps the day chosen on /meals ("YYYY-MM-DD"); absent means today. */
export const DAY_PARAM = 'date';

/** `?date=…` for links that keep the chosen day (empty for today, so those links always mean "today"). */
export function daySearch(date: string, today = localToday()): string {
  return date === today ? '' : `?${DAY_PARAM}=${date}`;
}

/** The day a `?date=` value chooses: a past real day, else (absent, not a day, or in the future) today. */
export function selectedDate(raw: string | null, today = localToday()): string {
  return isIsoDate(raw) && raw < today ? raw : today;
}

/**
 * The day chosen on /meals, kept in the URL (`/meals?date=2025-11-03`): it survives a reload and the trip to the
 * meal-names page and back. No parameter, or one that is not a real day, means today (the browser's local date,
 * which moves on at midnight while the page stays open). Days are logged as they happen: a future day is not
 * chosen (the calendar does not offer it, 'Next day' stops at today, and a future `?date=` means today).
 */
export function useSelectedDay() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const date = selectedDate(params.get(DAY_PARAM), today);
  const setDate = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next >= localToday()) updated.delete(DAY_PARAM);
          else updated.set(DAY_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { date, today, isToday: date === today, setDate };
}
