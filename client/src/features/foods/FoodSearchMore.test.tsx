import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { FoodSearchMore } from './FoodSearchMore';

describe("the food pickers' word on the foods they leave out", () => {
  it('says how many of the catalogue or of the matches are shown ("1000+" past the count\'s bound)', async () => {
    const { rerender } = render(<FoodSearchMore more={{ shown: 30, total: 512, searched: false, atLeast: false }} />);
    expect(screen.getByText('Showing 30 of 512 foods — type to search.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 100000, searched: false, atLeast: false }} />);
    expect(screen.getByText('Showing 30 of 100000 foods — type to search.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 80, searched: true, atLeast: false }} />);
    expect(screen.getByText('Showing 30 of 80 matching foods — type more to narrow.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 1000, searched: true, atLeast: true }} />);
    expect(screen.getByText('Showing 30 of 1000+ matching foods — type more to narrow.')).toBeInTheDocument();

    await chooseLanguage('pt-BR');
    rerender(<FoodSearchMore more={{ shown: 30, total: 512, searched: false, atLeast: false }} />);
    expect(await screen.findByText('Exibindo 30 de 512 alimentos — digite para buscar.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 80, searched: true, atLeast: false }} />);
    expect(screen.getByText('Exibindo 30 de 80 alimentos encontrados — digite mais para refinar.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 1000, searched: true, atLeast: true }} />);
    expect(screen.getByText('Exibindo 30 de 1000+ alimentos encontrados — digite mais para refinar.')).toBeInTheDocument();
  });
});
