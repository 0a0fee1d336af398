// What the bench reads: the documents (shaped like the React client's) and the data seeded through GraphQL.
// Imported by run.mjs; see README › Benchmarks.

export const DAY = { iso: '2026-01-15', day: 15, month: 1, year: 2026 };

const MACROS = '{ carbohydrates proteins fats calories }';
const FOOD_FIELDS = 'id name serving unit carbohydrates proteins fats calories';
const ENTRY_FIELDS = `id mealId quantity food { id name unit } recipe { id name unit } macros ${MACROS}`;
const MEAL_FIELDS = `id dailyMealId name orderNumber entries { ${ENTRY_FIELDS} } totals ${MACROS}`;
const EXERCISE_FIELDS = 'id name tags { id name }';
const WORKOUT_SET_FIELDS = 'id position weight reps setType rpe completedAt';
const SESSION_FIELDS = `id routineId orderNumber description isCurrent exercises { id sessionId sets repetitions restSeconds exercise { ${EXERCISE_FIELDS} } }`;

/** The reads, shaped like the React client's documents (client/src/features/{meals,routines,foods}). */
export const QUERIES = {
  day: `query DailyMeal($date: LocalDate!) { dailyMeal(date: $date) { id date meals { ${MEAL_FIELDS} } totals ${MACROS} } }`,
  activeRoutine: `query ActiveRoutine { activeRoutine { id name description goal weekFrequency isActive sessions { ${SESSION_FIELDS} } currentSession { id } } }`,
  foods: `query FoodsPage($page: Int!, $size: Int!, $search: String) { foods(page: $page, size: $size, search: $search) { content { ${FOOD_FIELDS} } totalElements } }`,
  // What the meal entry dialog reads on opening (the client's FoodPicker and MealEntryRecipes documents).
  foodPicker: `query FoodPicker($size: Int!, $search: String, $countAtMost: Int) { foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) { content { ${FOOD_FIELDS} } totalElements } }`,
  entryRecipes: `query MealEntryRecipes { allRecipes { id name unit serving ingredients { id quantity food { ${FOOD_FIELDS} } } } }`,
  history: `query TrainingHistory($routineId: Int!, $page: Int!, $size: Int!) { trainingHistory(routineId: $routineId, page: $page, size: $size) { totalElements content { id completedAt sessionDescription } } }`,
  workoutInProgress: `query WorkoutInProgress { workoutInProgress { id title startedAt restTimer { endsAt serverTime } exercises { id position plannedSets plannedReps restSeconds skipped exercise { id name } sets { ${WORKOUT_SET_FIELDS} } lastTime { workoutId startedAt sets { ${WORKOUT_SET_FIELDS} } } } } }`,
  exerciseHistory: `query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) { exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) { totalElements content { workoutId title startedAt sets { ${WORKOUT_SET_FIELDS} } } } }`,
  exerciseProgress: `query ExerciseProgress($exerciseId: Int!, $size: Int!) { exerciseProgress(exerciseId: $exerciseId, size: $size) { workoutId startedAt heaviestWeight estimatedOneRepMax volume } }`,
  dietProgress: `query DietProgress($from: LocalDate!, $to: LocalDate!) { dietProgress(from: $from, to: $to) { from to daysInRange daysLogged averages ${MACROS} days { date logged totals ${MACROS} goals ${MACROS} } } }`,
  recentMealSources: `query RecentMealSources($today: LocalDate!) { recentMealSources(today: $today) { uses lastUsed food { id name serving unit } recipe { id name serving unit } } }`,
  exerciseRecords: `query ExerciseRecords($exerciseId: Int!) { exerciseRecords(exerciseId: $exerciseId) { heaviestWeight { setId weight reps } bestEstimatedOneRepMax { setId estimatedOneRepMax } bestVolume { workoutId volume } mostRepsAtWeight(size: 10) { setId weight reps } } }`,
};

/** Five years of four logged workouts a week (4 exercises × 4 sets each), for the exercise history reads. */
const LOGGED_WEEKS = 5 * 52;
const WORKOUTS_PER_WEEK = 4;

/** The progress read covers a year of logged days ending on DAY. */
export const PROGRESS_DAYS = 365;
export const isoDaysBefore = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** How many times the bench routine's current session is marked 'Done!' (its training history). */
const COMPLETIONS = 300;

export async function seed(gql) {
  const password = 'bench-password';
  // A fixed address: the legacy day carries it, and answers are compared from run to run (fresh database each run).
  const email = 'bench@example.com';
  await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { name: 'Bench User', email, password } });
  const token = (
    await gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, { e: email, p: password })
  ).login.accessToken;
  const as = (query, variables) => gql(query, variables, token);

  const mealNames = ['Café da manhã', 'Lanche da manhã', 'Almoço', 'Lanche da tarde', 'Jantar', 'Ceia'];
  await as(`mutation($input: RenameMealsInput!) { renameMeals(input: $input) { mealInfo { mealsPerDay } } }`, {
    input: { names: mealNames },
  });

  const units = ['G', 'ML', 'UN'];
  const foodIds = [];
  for (let i = 0; i < 20; i++) {
    const input = {
      name: `Food ${String(i + 1).padStart(2, '0')}`,
      serving: String([100, 30, 1, 250][i % 4]),
      unit: units[i % 3],
      carbohydrates: (3.7 * (i + 1)).toFixed(1),
      proteins: (1.3 * (i % 7) + 0.4).toFixed(1),
      fats: (0.9 * (i % 5) + 0.1).toFixed(1),
      calories: String(40 + 17 * i),
    };
    foodIds.push((await as(`mutation($input: FoodInput!) { createFood(input: $input) { id } }`, { input })).createFood.id);
  }

  const recipeIds = [];
  for (let r = 0; r < 5; r++) {
    const ingredients = Array.from({ length: 3 + (r % 3) }, (_, k) => ({
      foodId: foodIds[(r * 4 + k) % 20],
      quantity: String(15 + 10 * k),
    }));
    const input = { name: `Recipe ${r + 1}`, serving: String(1 + r), ingredients };
    recipeIds.push((await as(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, { input })).createRecipe.id);
  }

  const day = (await as(`mutation($date: LocalDate!) { startDay(date: $date) { meals { id } } }`, { date: DAY.iso })).startDay;
  let entries = 0;
  for (const [m, meal] of day.meals.entries()) {
    for (let e = 0; e < 8; e++) {
      // Every third entry a recipe, the rest foods: 16 recipe entries and 32 food entries.
      const input =
        (m * 8 + e) % 3 === 2
          ? { recipeId: recipeIds[(m + e) % 5], quantity: '1.5' }
          : { foodId: foodIds[(m * 3 + e) % 20], quantity: '42.5' };
      await as(`mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`, {
        mealId: meal.id,
        input,
      });
      entries += 1;
    }
  }

  // A year of eating: the day above copied into each of the 364 days before it (6 meals × 8 entries a day), with the
  // goals changed half-way, for the progress read.
  for (let back = 1; back < PROGRESS_DAYS; back++) {
    await as(`mutation($from: LocalDate!, $to: LocalDate!) { copyDay(from: $from, to: $to) { id } }`, {
      from: DAY.iso,
      to: isoDaysBefore(DAY.iso, back),
    });
  }
  await as(`mutation($input: MacroGoalsInput!, $date: LocalDate) { updateMacroGoals(input: $input, date: $date) { goals { calories } } }`, {
    input: { calories: '2400', carbohydrates: '250', proteins: '150', fats: '70' },
    date: isoDaysBefore(DAY.iso, 180),
  });

  const tagIds = [];
  for (const name of ['Peitoral', 'Costas', 'Pernas']) {
    tagIds.push((await as(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { name } })).createTag.id);
  }
  const exerciseIds = [];
  for (let i = 0; i < 10; i++) {
    const input = { name: `Exercise ${i + 1}`, tagIds: i % 2 ? [tagIds[i % 3]] : [tagIds[i % 3], tagIds[(i + 1) % 3]] };
    exerciseIds.push((await as(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input })).createExercise.id);
  }
  const routine = (
    await as(`mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id } } }`, {
      input: { name: 'Bench routine', description: 'Seven days', goal: 'Hypertrophy', weekFrequency: 7, isActive: true },
    })
  ).createRoutine;
  let sessionExercises = 0;
  for (const [s, session] of routine.sessions.entries()) {
    for (let k = 0; k < 5; k++) {
      const input = { exerciseId: exerciseIds[(s + k) % 10], sets: 3 + (k % 2), repetitions: 8 + k, restSeconds: 60 + 15 * k };
      await as(`mutation($s: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $s, input: $input) { id } }`, {
        s: session.id,
        input,
      });
      sessionExercises += 1;
    }
  }
  let current = routine.sessions[0].id;
  for (let i = 0; i < COMPLETIONS; i++) {
    const done = await as(`mutation($s: Int!) { completeSession(sessionId: $s) { currentSession { id } } }`, { s: current });
    current = done.completeSession.currentSession.id;
  }
  // The lifting log: Monday, Tuesday, Thursday and Friday of each of the last 260 weeks, Exercise 1 to 4 each time
  // with a warm-up and three working sets whose weights creep up.
  const firstMonday = Date.now() - (LOGGED_WEEKS * 7 + 3) * 86_400_000;
  let loggedWorkouts = 0;
  for (let week = 0; week < LOGGED_WEEKS; week++) {
    for (const weekday of [0, 1, 3, 4].slice(0, WORKOUTS_PER_WEEK)) {
      const startedAt = new Date(firstMonday + (week * 7 + weekday) * 86_400_000);
      const exercises = exerciseIds.slice(0, 4).map((exerciseId, e) => {
        const working = 40 + e * 10 + Math.floor(week / 4) * 2.5;
        return {
          exerciseId,
          sets: [
            { weight: String(working / 2), reps: 12, setType: 'WARMUP' },
            ...[10, 8, 6].map((reps, k) => ({ weight: String(working + k * 2.5), reps })),
          ],
        };
      });
      const input = { startedAt: startedAt.toISOString(), finishedAt: new Date(startedAt.getTime() + 3_600_000).toISOString(), exercises };
      await as(`mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`, { input });
      loggedWorkouts += 1;
    }
  }
  // The workout screen: session 1 started (Exercise 1 to 5: the first four with last time).
  await as(`mutation($s: Int!) { startWorkout(sessionId: $s) { id } }`, { s: routine.sessions[0].id });
  return {
    token,
    routineId: routine.id,
    exerciseId: exerciseIds[0],
    counts: {
      foods: foodIds.length,
      recipes: recipeIds.length,
      meals: day.meals.length,
      mealEntries: entries,
      sessions: routine.sessions.length,
      sessionExercises,
      completions: COMPLETIONS,
      loggedWorkouts,
      loggedSets: loggedWorkouts * 16,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Catalogues: one user with 1,000 foods and one with 100,000 (what a food import produces), for the foods page and
// search. The large catalogue holds the small one's foods and 99,000 more, none of them a bean: the search finds
// the same foods in both (a food you know, in a catalogue that grew around it).

export const CATALOGUE_SMALL = 1_000;
export const CATALOGUE_LARGE = 100_000;
/** Typed as a person would, without the accent: matches every "Feijão …" food (25 of them in both catalogues). */
export const CATALOGUE_SEARCH = 'feijao';
/** A page deep into both catalogues (rows 901–909). */
export const CATALOGUE_DEEP_PAGE = 100;

const FOOD_WORDS = [
  'Feijão',
  'Arroz',
  'Frango',
  'Carne moída',
  'Peixe',
  'Ovo',
  'Leite',
  'Queijo',
  'Pão',
  'Batata',
  'Mandioca',
  'Banana',
  'Maçã',
  'Laranja',
  'Tomate',
  'Alface',
  'Cenoura',
  'Iogurte',
  'Manteiga',
  'Azeite',
  'Aveia',
  'Granola',
  'Chocolate',
  'Café',
  'Suco de uva',
  'Biscoito',
  'Macarrão',
  'Milho',
  'Lentilha',
  'Grão-de-bico',
  'Abacate',
  'Mamão',
  'Morango',
  'Presunto',
  'Peito de peru',
  'Requeijão',
  'Tapioca',
  'Cuscuz',
  'Pipoca',
  'Açaí',
];
const DESCRIPTORS = [
  'integral',
  'cozido',
  'grelhado',
  'cru',
  'light',
  'zero',
  'desnatado',
  'orgânico',
  'assado',
  'frito',
  'caseiro',
  'tradicional',
  'natural',
  'em pó',
  'congelado',
  'temperado',
  'sem lactose',
  'sem glúten',
  'defumado',
  'refogado',
];
const BRANDS = [
  'Boa Mesa',
  'Sítio Verde',
  'Dona Ana',
  'Nutrimais',
  'Campo Belo',
  'Vale Doce',
  'Serra Azul',
  'Casa Nova',
  'Bom Grão',
  'Terra Viva',
];
const PACKS = ['100 g', '200 g', '500 g', '1 kg', '1 L', '350 ml', '12 un.', '250 g'];
const SERVINGS = [
  ['100', 'G'],
  ['30', 'G'],
  ['1', 'UN'],
  ['250', 'ML'],
  ['200', 'ML'],
  ['50', 'G'],
];

/** A deterministic pseudo-random sequence (mulberry32), so every run seeds the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `index`-th food of the catalogues, as a FoodInput: the first 1,000 are both catalogues', the rest no bean. */
export function catalogueFood(index) {
  const next = random(index + 1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const word =
    index < CATALOGUE_SMALL ? FOOD_WORDS[index % FOOD_WORDS.length] : FOOD_WORDS[1 + Math.floor(next() * (FOOD_WORDS.length - 1))];
  const [serving, unit] = pick(SERVINGS);
  const oneDecimal = (max) => (Math.floor(next() * max * 10) / 10).toFixed(1);
  return {
    name: `${word} ${pick(DESCRIPTORS)} ${pick(BRANDS)} ${pick(PACKS)} nº ${index + 1}`,
    serving,
    unit,
    carbohydrates: oneDecimal(80),
    proteins: oneDecimal(40),
    fats: oneDecimal(30),
    calories: String(Math.floor(next() * 600)),
  };
}

/** Registers a user and gives them `count` foods (catalogueFood 0…count-1); returns the user's id and token. */
export async function seedCatalogue(gql, insertFoods, email, count) {
  const password = 'bench-password';
  const { id } = (
    await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
      input: { name: 'Catalogue User', email, password },
    })
  ).register;
  const token = (
    await gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, { e: email, p: password })
  ).login.accessToken;
  const BATCH = 1_000;
  for (let start = 0; start < count; start += BATCH) {
    await insertFoods(
      Number(id),
      Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => catalogueFood(start + k)),
    );
  }
  return { userId: Number(id), token, count };
}
