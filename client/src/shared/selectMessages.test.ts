import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n/i18n';
import { selectLiveMessages } from './selectMessages';

type Option = { value: number; label: string };
const banana: Option = { value: 1, label: 'Banana' };
const aveia: Option = { value: 2, label: 'Aveia' };

describe('what the dropdowns tell screen readers', () => {
  it('follows the interface language', async () => {
    const english = selectLiveMessages<Option, false>();
    expect(english.screenReaderStatus?.({ count: 2 })).toBe('2 results available');
    expect(
      english.ariaLiveMessages?.onFocus?.({
        context: 'menu',
        focused: aveia,
        options: [banana, aveia],
        selectValue: [],
        label: 'Aveia',
        isDisabled: false,
        isSelected: false,
        isAppleDevice: false,
      }),
    ).toBe('option Aveia focused, 2 of 2.');

    await chooseLanguage('pt-BR');
    const portuguese = selectLiveMessages<Option, false>();
    expect(portuguese.screenReaderStatus?.({ count: 1 })).toBe('1 resultado disponível');
    expect(
      portuguese.ariaLiveMessages?.onChange?.({
        action: 'select-option',
        label: 'Banana',
        labels: ['Banana'],
        isDisabled: false,
        option: banana,
        value: banana,
      }),
    ).toBe('opção Banana, selecionada.');
    expect(portuguese.ariaLiveMessages?.onFilter?.({ inputValue: 'ban', resultsMessage: '1 resultado disponível' })).toBe(
      '1 resultado disponível para a busca ban.',
    );
  });
});
