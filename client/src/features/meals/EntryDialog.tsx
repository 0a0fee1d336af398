import { useQuery } from '@apollo/client/react';
import { MACRO_KEYS, MACRO_UNITS, rounded, type NutrientSource } from '@fitness-manager/shared';
import { Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { EntryFoodOptionFragment, EntryRecipeOptionFragment, MealEntryFieldsFragment, MealEntryInput } from '../../gql/graphql';
import { FoodSearchMore } from '../foods/FoodSearchMore';
import { useFoodSearch, type FoodSearch } from '../foods/useFoodSearch';
import { BusyButton } from '../../shared/BusyButton';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { positiveAmount } from '../../shared/formRules';
import { Modal } from '../../shared/Modal';
import { notify } from '../../shared/notify';
import { notifySaveFailed } from '../../shared/serverFormErrors';
import { selectHints } from '../../shared/SelectHints';
import { SingleSelect } from '../../shared/SingleSelect';
import { unitLabel } from '../../shared/units';
import { useToday } from '../../shared/useToday';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { entryMacros, foodSource, readQuantity, recipeSource } from './entryNutrition';
import { EntryFoodQuery, MealEntryRecipesQuery, RecentMealSourcesQuery } from './mealDocuments';
import { entryName, useAddMealEntry, useUpdateMealEntry } from './useMealMutations';
import { useT, type MessageId } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';
import { macroLabel } from '../../shared/macroColumns';

/** What the dialog is open for: a new entry in a meal, or an existing entry. */
export type EntryDialogTarget =
  { mode: 'add'; mealId: number; mealName: string } | { mode: 'edit'; mealId: number; mealName: string; entry: MealEntryFieldsFragment };

export type EntryTab = 'food' | 'recipe';

export interface EntryValues {
  tab: EntryTab;
  /** `null`: the first food of the list (preselected). */
  foodId: number | null;
  /** `null`: the first recipe of the list (preselected). */
  recipeId: number | null;
  /** As typed, with a decimal comma. */
  quantity: string;
}

const entrySchema = yup.object({ quantity: positiveAmount() });

interface Option {
  id: number;
  name: string;
  unit: string;
  /** The amount its values are given for (the quantity prefill); unknown for an entry's own item until it loads. */
  serving?: string;
  /** What the shared nutrition math needs (the macros preview); unknown likewise. */
  source?: NutrientSource;
}

function initialValues(target: EntryDialogTarget): EntryValues {
  if (target.mode === 'add') return { tab: 'food', foodId: null, recipeId: null, quantity: '' };
  const { entry } = target;
  return {
    tab: entry.recipe ? 'recipe' : 'food',
    foodId: entry.food?.id ?? null,
    recipeId: entry.recipe?.id ?? null,
    quantity: formatDecimal(entry.quantity),
  };
}

/** The chosen recipe: the picked one, else the first of the list (the entry's own recipe is in the list). */
function chosen(options: ReadonlyArray<Option>, id: number | null): Option | null {
  if (id === null) return options[0] ?? null;
  return options.find((option) => option.id === id) ?? null;
}

const foodOption = (food: EntryFoodOptionFragment): Option => ({ ...food, source: foodSource(food) });
const recipeOption = (recipe: EntryRecipeOptionFragment): Option => ({ ...recipe, source: recipeSource(recipe) });

/**
 * The Food tab's choices. The catalogue is searched on the server (`useFoodSearch`), so the chosen food need not be
 * among the foods shown: it is the catalogue's first food (`foodId` null, preselected), or one picked from a search
 * or from Recent (kept here once picked), or the edited entry's own food.
 */
interface FoodChoices {
  /** What the dropdown offers now (the search's foods, plus the chosen one when they lack it). */
  options: (chosen: Option | null) => ReadonlyArray<Option>;
  /** The food of an id (`null`: the first of the catalogue); null while unknown. */
  byId: (id: number | null) => Option | null;
  /** Keeps a food picked from a search or from Recent, whatever the search shows next. */
  remember: (food: Option) => void;
  setText: (text: string) => void;
  searching: boolean;
  failed: boolean;
  noFoods: boolean;
  /** The search's answer shows only some of the foods it stands for (`useFoodSearch`). */
  more: FoodSearch['more'];
}

function useFoodChoices(target: EntryDialogTarget): FoodChoices {
  const search = useFoodSearch();
  const entryFood = target.mode === 'edit' ? target.entry.food : null;
  // The edited entry carries its food's name and unit only: its serving and values (the preview) come from `food(id)`.
  const entryFoodQuery = useQuery(EntryFoodQuery, { variables: { id: entryFood?.id ?? 0 }, skip: !entryFood });
  const [picked, setPicked] = useState<ReadonlyMap<number, Option>>(new Map());
  const found = useMemo(() => search.foods.map(foodOption), [search.foods]);
  const first = useMemo(() => (search.first ? foodOption(search.first) : null), [search.first]);
  const entryOption = useMemo(
    () => (entryFoodQuery.data?.food ? foodOption(entryFoodQuery.data.food) : entryFood),
    [entryFoodQuery.data, entryFood],
  );
  const remember = useCallback(
    (food: Option) => setPicked((current) => (current.get(food.id) === food ? current : new Map(current).set(food.id, food))),
    [],
  );
  const byId = useCallback(
    (id: number | null): Option | null => {
      if (id === null) return first;
      return found.find((food) => food.id === id) ?? picked.get(id) ?? (entryOption?.id === id ? entryOption : null);
    },
    [first, found, picked, entryOption],
  );
  return {
    options: (current) => withItem(found, current),
    byId,
    remember,
    setText: search.setText,
    searching: search.searching,
    failed: search.failed,
    noFoods: search.noFoods,
    more: search.more,
  };
}

/**
 * The entry sent for the values: only the active tab's item (the Food tab sends `foodId`, the Recipe tab
 * `recipeId`), and the quantity with a dot.
 */
export function toEntryInput(values: EntryValues, food: Option | null, recipe: Option | null): MealEntryInput {
  const quantity = toApiDecimal(values.quantity);
  if (values.tab === 'food') return { foodId: food?.id ?? values.foodId, quantity };
  return { recipeId: recipe?.id ?? values.recipeId, quantity };
}

export interface EntryDialogProps {
  target: EntryDialogTarget | null;
  onClose: () => void;
}

/**
 * 'Add to your meal' / 'Edit your meal': Food and Recipe tabs, each with a filterable dropdown, and the quantity.
 * Opens on the Recipe tab for a recipe entry.
 */
export function EntryDialog({ target, onClose }: EntryDialogProps) {
  const t = useT();
  const isNew = target?.mode === 'add';
  return (
    <Modal
      open={target !== null}
      title={isNew ? t('meals.entry.addTitle') : t('meals.entry.editTitle')}
      description={target ? target.mealName : undefined}
      onClose={onClose}
    >
      {target ? (
        <EntryForm key={target.mode === 'add' ? `add-${target.mealId}` : `edit-${target.entry.id}`} target={target} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function EntryForm({ target, onDone }: { target: EntryDialogTarget; onDone: () => void }) {
  const t = useT();
  const recipesQuery = useQuery(MealEntryRecipesQuery);
  const foods = useFoodChoices(target);
  const addEntry = useAddMealEntry();
  const updateEntry = useUpdateMealEntry();
  const isNew = target.mode === 'add';

  const recipeList = useMemo(() => (recipesQuery.data?.allRecipes ?? []).map(recipeOption), [recipesQuery.data]);
  // The list, plus the entry's own recipe (in case the list is not there yet).
  const recipes = withItem(recipeList, target.mode === 'edit' ? target.entry.recipe : null);

  async function handleSubmit(values: EntryValues) {
    const input = toEntryInput(values, foods.byId(values.foodId), chosen(recipes, values.recipeId));
    let saved: MealEntryFieldsFragment;
    try {
      saved = target.mode === 'add' ? await addEntry(target.mealId, input) : await updateEntry(target.entry.id, input);
    } catch (failure) {
      notifySaveFailed(isNew, failure);
      return;
    }
    notify.success(
      t('common.success'),
      isNew ? t('common.added', { name: entryName(saved) }) : t('common.edited', { name: entryName(saved) }),
    );
    onDone();
  }

  return (
    <Formik initialValues={initialValues(target)} validationSchema={entrySchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm className="form entry-form" aria-label={isNew ? t('meals.entry.newForm') : t('meals.entry.editForm')}>
          <FormLeaveGuard />
          {isNew && !recipesQuery.loading ? <RecentChoices foods={foods} recipes={recipeList} /> : null}
          <EntryTabs
            foods={foods}
            recipes={recipes}
            recipesLoading={recipesQuery.loading}
            recipesFailed={Boolean(recipesQuery.error)}
            original={target.mode === 'edit' ? originalItem(target.entry) : null}
          />
          <div className="form-actions">
            <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
              {isNew ? t('meals.entry.add') : t('common.edit')}
            </BusyButton>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}

/**
 * 'Recent': the foods and recipes eaten in the last 14 days, most used first, as one-tap choices above the tabs (a
 * choice switches to its tab and picks it, and the quantity follows its serving). Nothing is shown until they and
 * the dialog's recipes load, or when there are none; a failure leaves the dropdowns below as the way to choose.
 * Foods come whole with the answer (they may be beyond the search's first foods); a recipe is offered while it is
 * among the dialog's recipes.
 */
function RecentChoices({ foods, recipes }: { foods: FoodChoices; recipes: ReadonlyArray<Option> }) {
  const t = useT();
  const today = useToday();
  const { data } = useQuery(RecentMealSourcesQuery, { variables: { today } });
  const { values, setValues } = useFormikContext<EntryValues>();
  const headingId = useId();
  const choices = (data?.recentMealSources ?? []).flatMap((recent) => {
    const item = recent.food ? foodOption(recent.food) : recipes.find((recipe) => recipe.id === recent.recipe?.id);
    return item ? [{ tab: recent.food ? ('food' as const) : ('recipe' as const), item }] : [];
  });
  if (choices.length === 0) return null;
  return (
    <section className="entry-recent" aria-labelledby={headingId}>
      <h3 id={headingId} className="entry-recent__title">
        {t('meals.entry.recent')}
      </h3>
      <ul className="entry-recent__list">
        {choices.map(({ tab, item }) => {
          const picked = values.tab === tab && values[tab === 'food' ? 'foodId' : 'recipeId'] === item.id;
          return (
            <li key={`${tab}-${item.id}`}>
              <button
                type="button"
                className={
                  picked
                    ? 'button button--small entry-recent__choice entry-recent__choice--picked'
                    : 'button button--small entry-recent__choice'
                }
                aria-pressed={picked}
                onClick={() => {
                  if (tab === 'food') foods.remember(item);
                  void setValues({ ...values, tab, [tab === 'food' ? 'foodId' : 'recipeId']: item.id });
                }}
              >
                {item.name}
                {tab === 'recipe' ? (
                  <>
                    {' '}
                    <span className="entry-kind">{t('meals.entry.recipeMark')}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function withItem(list: ReadonlyArray<Option>, item: Option | null | undefined): ReadonlyArray<Option> {
  if (!item || list.some((option) => option.id === item.id)) return list;
  return [...list, item];
}

const TABS: ReadonlyArray<{ id: EntryTab; label: MessageId }> = [
  { id: 'food', label: 'meals.entry.food' },
  { id: 'recipe', label: 'meals.entry.recipe' },
];

interface EntryTabsProps {
  foods: FoodChoices;
  recipes: ReadonlyArray<Option>;
  recipesLoading: boolean;
  recipesFailed: boolean;
  /** Editing: the entry's own item and quantity (the quantity the form opens with, and comes back to with the item). */
  original: OriginalItem | null;
}

/**
 * The tabs (WAI-ARIA tabs: arrow keys, Home and End move between them), their dropdowns, the quantity and the
 * preview of what that quantity holds.
 */
function EntryTabs({ foods, recipes, recipesLoading, recipesFailed, original }: EntryTabsProps) {
  const t = useT();
  const { values, setFieldValue } = useFormikContext<EntryValues>();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<EntryTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: EntryTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: EntryTab) => `${baseId}-panel-${tab}`;

  function select(tab: EntryTab, focus = false) {
    void setFieldValue('tab', tab);
    if (focus) tabRefs.current[tab]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === values.tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next].id, true);
  }

  const food = foods.byId(values.foodId);
  const current = values.tab === 'food' ? food : chosen(recipes, values.recipeId);
  useServingPrefill(current, original);

  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('meals.entry.tabs')}>
        {TABS.map((tab) => {
          const selected = values.tab === tab.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tabs__tab tabs__tab--selected' : 'tabs__tab'}
              onClick={() => select(tab.id)}
              onKeyDown={handleKeyDown}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      <ItemPanel
        tab="food"
        label={t('meals.entry.food')}
        placeholder={t('meals.entry.selectFood')}
        loadFailed={t('meals.entry.foodsLoadFailed')}
        options={foods.options(food)}
        selected={food}
        field="foodId"
        tabId={tabId('food')}
        panelId={panelId('food')}
        loading={foods.searching}
        failed={foods.failed}
        empty={foods.noFoods}
        onPick={foods.remember}
        onSearchChange={foods.setText}
        hint={foods.more && <FoodSearchMore more={foods.more} />}
        emptyHint={<RichText text={t('meals.entry.noFoods')} parts={{ link: (text) => <Link to="/foods/new">{text}</Link> }} />}
      />
      <ItemPanel
        tab="recipe"
        label={t('meals.entry.recipe')}
        placeholder={t('meals.entry.selectRecipe')}
        loadFailed={t('meals.entry.recipesLoadFailed')}
        options={recipes}
        selected={chosen(recipes, values.recipeId)}
        field="recipeId"
        tabId={tabId('recipe')}
        panelId={panelId('recipe')}
        loading={recipesLoading}
        failed={recipesFailed}
        empty={!recipesLoading && !recipesFailed && recipes.length === 0}
        emptyHint={<RichText text={t('meals.entry.noRecipes')} parts={{ link: (text) => <Link to="/recipes/new">{text}</Link> }} />}
      />
      <DecimalField
        name="quantity"
        label={t('meals.entry.quantity')}
        idPrefix={`${baseId}-`}
        suffix={current ? unitLabel(current.unit) : ''}
      />
      <MacroPreview source={current?.source} quantity={values.quantity} />
    </>
  );
}

/** An edited entry's item: its tab, id and unit, and the entry's quantity as the form writes it. */
interface OriginalItem {
  tab: EntryTab;
  id: number;
  unit: string;
  quantity: string;
}

function originalItem(entry: MealEntryFieldsFragment): OriginalItem | null {
  const item = entry.food ?? entry.recipe;
  if (!item) return null;
  return { tab: entry.recipe ? 'recipe' : 'food', id: item.id, unit: item.unit, quantity: formatDecimal(entry.quantity) };
}

/**
 * Puts the item's serving in the quantity when the item changes (picked, preselected, or the other tab's), unless
 * the quantity is the user's own for an item of the same unit. The user's own: neither empty nor what was put there
 * last (an edited entry opens with its own). A quantity of another unit means nothing for the new item (100 g of oat
 * bran is not 100 eggs), so it gives way to the serving, adding or editing; one of the same unit stays (editing
 * "Arroz 150 g" into "Arroz integral", what was eaten is still 150 g). Editing, coming back to the entry's own item
 * brings its quantity back rather than the serving.
 */
function useServingPrefill(item: Option | null, original: OriginalItem | null) {
  const { values, setFieldValue } = useFormikContext<EntryValues>();
  const lastPrefill = useRef<string | null>(null);
  /** The unit the quantity is of (null: nothing in it for an item yet). */
  const quantityUnit = useRef(original?.unit ?? null);
  /** The item the quantity was last settled for: editing, the entry's own (its serving arriving changes nothing). */
  const settled = useRef(original ? `${original.tab}:${original.id}` : null);
  const serving = item?.serving;
  const itemKey = item && serving !== undefined ? `${values.tab}:${item.id}` : null;
  useEffect(() => {
    if (item === null || itemKey === null || serving === undefined || itemKey === settled.current) return;
    settled.current = itemKey;
    const typed = values.quantity;
    const own = typed !== '' && typed !== lastPrefill.current;
    const sameUnit = quantityUnit.current === null || quantityUnit.current === item.unit;
    quantityUnit.current = item.unit;
    if (own && sameUnit) return;
    const isOriginal = original !== null && original.tab === values.tab && original.id === item.id;
    const next = isOriginal ? original.quantity : formatDecimal(serving);
    // The entry's quantity back is its own again, as when the dialog opened.
    lastPrefill.current = isOriginal ? null : next;
    if (typed !== next) void setFieldValue('quantity', next);
    // Only a change of item prefills; typing must not bring the serving back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemKey]);
}

/**
 * What the typed quantity of the chosen item holds, as the entry will show it (the shared nutrition math, rounded
 * to 3 places, decimal comma). A polite live region: a screen reader hears the new values when typing pauses.
 */
function MacroPreview({ source, quantity }: { source: NutrientSource | undefined; quantity: string }) {
  const t = useT();
  const titleId = useId();
  const amount = readQuantity(toApiDecimal(quantity));
  const macros = source && amount ? rounded(entryMacros(source, amount)) : null;
  return (
    <div className="entry-preview" role="status" aria-live="polite" aria-atomic="true" aria-labelledby={titleId}>
      <p id={titleId} className="entry-preview__title">
        {t('meals.entry.previewTitle')}
      </p>
      {macros ? (
        <dl className="macro-list">
          {MACRO_KEYS.map((key) => (
            <div key={key} className="macro-list__item">
              <dt>{macroLabel(key)}</dt>
              <dd>
                {formatDecimal(macros[key])} {MACRO_UNITS[key]}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="form-hint">{t('meals.entry.previewHint')}</p>
      )}
    </div>
  );
}

interface ItemPanelProps {
  tab: EntryTab;
  label: string;
  placeholder: string;
  loadFailed: string;
  options: ReadonlyArray<Option>;
  /** The tab's chosen item (one of `options`). */
  selected: Option | null;
  field: 'foodId' | 'recipeId';
  tabId: string;
  panelId: string;
  loading: boolean;
  failed: boolean;
  /** There is nothing to choose from at all (`emptyHint` shows). */
  empty: boolean;
  emptyHint: ReactNode;
  /** Said under the dropdown while given (the Food tab: how many foods it leaves out). */
  hint?: ReactNode;
  /** Told of the item picked (before the form's value changes). */
  onPick?: (item: Option) => void;
  /** The options come from a server search of the typed text (`SingleSelect`'s). */
  onSearchChange?: (text: string) => void;
}

function ItemPanel({
  tab,
  label,
  placeholder,
  loadFailed,
  options,
  selected,
  field,
  tabId,
  panelId,
  loading,
  failed,
  empty,
  emptyHint,
  hint,
  onPick,
  onSearchChange,
}: ItemPanelProps) {
  const { values, setFieldValue } = useFormikContext<EntryValues>();
  const inputId = `${panelId}-select`;
  const selectOptions = options.map((option) => ({ value: option.id, label: option.name }));
  // every hint under the dropdown is read with it
  const { describedBy, hints } = selectHints(`${panelId}-hint`, {
    more: hint,
    failed: failed && loadFailed,
    empty: empty && emptyHint,
  });
  function pick(id: number | null) {
    const item = options.find((option) => option.id === id);
    if (item) onPick?.(item);
    void setFieldValue(field, id);
  }
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} hidden={values.tab !== tab} className="tabs__panel">
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          {label}
        </label>
        <SingleSelect
          inputId={inputId}
          options={selectOptions}
          value={selected?.id ?? null}
          onChange={pick}
          isLoading={loading}
          placeholder={placeholder}
          describedBy={describedBy}
          onSearchChange={onSearchChange}
        />
        {hints}
      </div>
    </div>
  );
}
