import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { FoodSearchMore } from './FoodSearchMore';

describe("the food pickers' word on the foods they leave out", () => {
  it('says how many of the catalogue or of the matches are shown, and nothing when all are', async () => {
    const { container, rerender } = render(<FoodSearchMore more={{ shown: 30, total: 512, searched: false }} />);
    expect(screen.getByText('Showing 30 of 512 foods — type to search.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 100000, searched: true }} />);
    expect(screen.getByText('Showing 30 of 100000 matching foods — type more to narrow.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={null} />);
    expect(container).toBeEmptyDOMElement();

    await chooseLanguage('pt-BR');
    rerender(<FoodSearchMore more={{ shown: 30, total: 512, searched: false }} />);
    expect(await screen.findByText('Exibindo 30 de 512 alimentos — digite para buscar.')).toBeInTheDocument();
    rerender(<FoodSearchMore more={{ shown: 30, total: 100000, searched: true }} />);
    expect(screen.getByText('Exibindo 30 de 100000 alimentos encontrados — digite mais para refinar.')).toBeInTheDocument();
  });
});
