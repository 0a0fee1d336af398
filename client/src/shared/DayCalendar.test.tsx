import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './i18n/i18n';
import { DayCalendar } from './DayCalendar';

describe('DayCalendar', () => {
  it('names months, weekdays and days in English in the English interface', () => {
    render(<DayCalendar date="2026-11-10" today="2026-11-22" onPick={() => undefined} />);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monday')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    expect(screen.getByRole('button', { name: 'Tuesday, November 10, 2026, selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today, Sunday, November 22, 2026' })).toBeInTheDocument();
  });

  it('names them in Portuguese in the Portuguese interface', async () => {
    await chooseLanguage('pt-BR');
    render(<DayCalendar date="2026-11-10" today="2026-11-22" onPick={() => undefined} />);
    expect(screen.getByRole('grid', { name: 'novembro 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('segunda-feira')).toBeInTheDocument();
    // The header's short names, Saturday with its accent (date-fns' ptBR writes "sab").
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent)).toEqual([
      'dom',
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
    ]);
    expect(screen.getByRole('button', { name: 'terça-feira, 10 de novembro de 2026, selecionado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoje, domingo, 22 de novembro de 2026' })).toBeInTheDocument();
  });

  it('hands the day picked over as "YYYY-MM-DD"', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<DayCalendar date="2026-11-10" today="2026-11-22" onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Monday, November 2, 2026' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2026-11-02');
  });
});
