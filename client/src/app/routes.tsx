import { Navigate, type LoaderFunction, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getAccessToken } from '../features/auth/session';
import { PageLoading } from '../shared/PageLoading';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { loaderAppClient, preload, routeData, routeId } from './routeData';
import { preloadSignedInFrame, SignedIn } from './SignedIn';
import { REGISTER_PATH, SIGN_IN_PATH } from '../shared/authPaths';

// One chunk per page, loaded by the router when a navigation first needs it: until it arrives the current page
// stays, and `useNavigation()` tells the layout a navigation is under way. In parallel, the route's loader
// (`routeData`) starts the queries the page reads first, so code and data travel together.
const LoginPage = () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage }));
const RegisterPage = () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage }));
const HomePage = () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage }));
const FoodListPage = () => import('../features/foods/FoodListPage').then((m) => ({ Component: m.FoodListPage }));
const FoodFormPage = () => import('../features/foods/FoodFormPage').then((m) => ({ Component: m.FoodFormPage }));
const RecipeListPage = () => import('../features/recipes/RecipeListPage').then((m) => ({ Component: m.RecipeListPage }));
const RecipeFormPage = () => import('../features/recipes/RecipeFormPage').then((m) => ({ Component: m.RecipeFormPage }));
const TagListPage = () => import('../features/tags/TagListPage').then((m) => ({ Component: m.TagListPage }));
const TagFormPage = () => import('../features/tags/TagFormPage').then((m) => ({ Component: m.TagFormPage }));
const ExerciseListPage = () => import('../features/exercises/ExerciseListPage').then((m) => ({ Component: m.ExerciseListPage }));
const ExerciseFormPage = () => import('../features/exercises/ExerciseFormPage').then((m) => ({ Component: m.ExerciseFormPage }));
const RoutineViewPage = () => import('../features/routines/RoutineViewPage').then((m) => ({ Component: m.RoutineViewPage }));
const RoutineListPage = () => import('../features/routines/RoutineListPage').then((m) => ({ Component: m.RoutineListPage }));
const RoutineFormPage = () => import('../features/routines/RoutineFormPage').then((m) => ({ Component: m.RoutineFormPage }));
const MealsPage = () => import('../features/meals/MealsPage').then((m) => ({ Component: m.MealsPage }));
const MealNamesPage = () => import('../features/meals/MealNamesPage').then((m) => ({ Component: m.MealNamesPage }));
const WorkoutPage = () => import('../features/workouts/WorkoutPage').then((m) => ({ Component: m.WorkoutPage }));
const WorkoutDetailPage = () => import('../features/workouts/WorkoutDetailPage').then((m) => ({ Component: m.WorkoutDetailPage }));
const ExerciseHistoryPage = () => import('../features/workouts/ExerciseHistoryPage').then((m) => ({ Component: m.ExerciseHistoryPage }));
const ProgressPage = () => import('../features/progress/ProgressPage').then((m) => ({ Component: m.ProgressPage }));
const DataPage = () => import('../features/account/DataPage').then((m) => ({ Component: m.DataPage }));
const AccountPage = () => import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage }));
const NotFoundPage = () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

// The pages' documents, loaded by the loaders next to the pages' code (which imports them too): one small chunk each.
const authDocuments = () => import('../features/auth/authDocuments');
const foodDocuments = () => import('../features/foods/foodDocuments');
const recipeDocuments = () => import('../features/recipes/recipeDocuments');
const tagDocuments = () => import('../features/tags/tagDocuments');
const exerciseDocuments = () => import('../features/exercises/exerciseDocuments');
const exerciseLogDocuments = () => import('../features/workouts/exerciseLogDocuments');
const workoutDocuments = () => import('../features/workouts/workoutDocuments');
const routineDocuments = () => import('../features/routines/routineDocuments');
const mealDocuments = () => import('../features/meals/mealDocuments');
const selectedDay = () => import('../features/meals/selectedDay');
const dates = () => import('../shared/dates');

const listAddress = () => import('../shared/listAddress');

/** The page of a searchable list its address names (`?search=…&page=…`), as `usePagedList` asks for it. */
const addressedPage = async (url: URL) => (await listAddress()).addressedListPage(url.searchParams);

/**
 * A list's own search and page changes (the same path) are the list's query to make: its loader runs on the way in.
 */
const listRevalidation = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** The food picker's first foods, as `useFoodSearch` asks for them before anything is typed. */
const foodPickerFirstPage = ({ FoodPickerQuery, foodPickerVariables }: Awaited<ReturnType<typeof foodDocuments>>) =>
  preload(FoodPickerQuery, foodPickerVariables());

/** The loaders: what each page reads first (its `useQuery` calls, with the same variables). */
const data = {
  me: routeData(async () => [preload((await authDocuments()).CurrentUserQuery)]),
  home: routeData(async () => {
    const [routines, meals, { localToday }] = await Promise.all([routineDocuments(), mealDocuments(), dates()]);
    return [preload(routines.ActiveRoutineQuery), preload(meals.MealInfoQuery), preload(meals.DayTotalsQuery, { date: localToday() })];
  }),
  foods: routeData(async ({ url }) => [preload((await foodDocuments()).FoodsPageQuery, await addressedPage(url))]),
  food: routeData(async ({ params }) => {
    const id = routeId(params);
    return id === null ? [] : [preload((await foodDocuments()).FoodQuery, { id })];
  }),
  recipes: routeData(async ({ url }) => [preload((await recipeDocuments()).RecipesPageQuery, await addressedPage(url))]),
  newRecipe: routeData(async () => [foodPickerFirstPage(await foodDocuments())]),
  recipe: routeData(async ({ params }) => {
    const id = routeId(params);
    const [documents, foods] = await Promise.all([recipeDocuments(), foodDocuments()]);
    return [...(id === null ? [] : [preload(documents.RecipeQuery, { id })]), foodPickerFirstPage(foods)];
  }),
  tags: routeData(async ({ url }) => [preload((await tagDocuments()).TagsPageQuery, await addressedPage(url))]),
  tag: routeData(async ({ params }) => {
    const id = routeId(params);
    return id === null ? [] : [preload((await tagDocuments()).TagQuery, { id })];
  }),
  exercises: routeData(async ({ url }) => [preload((await exerciseDocuments()).ExercisesPageQuery, await addressedPage(url))]),
  newExercise: routeData(async () => [preload((await exerciseDocuments()).ExerciseTagOptionsQuery)]),
  exercise: routeData(async ({ params }) => {
    const id = routeId(params);
    const documents = await exerciseDocuments();
    return [...(id === null ? [] : [preload(documents.ExerciseQuery, { id })]), preload(documents.ExerciseTagOptionsQuery)];
  }),
  exerciseHistory: routeData(async ({ params }) => {
    const exerciseId = routeId(params);
    return exerciseId === null ? [] : [preload((await exerciseLogDocuments()).ExerciseRecordsQuery, { exerciseId })];
  }),
  // /workout reads the workout in progress 'cache-and-network' (always asks the server): a preload would ask twice.
  workout: routeData(async ({ params }) => {
    const id = routeId(params);
    return id === null ? [] : [preload((await workoutDocuments()).WorkoutQuery, { id })];
  }),
  activeRoutine: routeData(async () => [preload((await routineDocuments()).ActiveRoutineQuery)]),
  routines: routeData(async ({ url }) => [preload((await routineDocuments()).RoutinesPageQuery, await addressedPage(url))]),
  routine: routeData(async ({ params }) => {
    const id = routeId(params);
    return id === null ? [] : [preload((await routineDocuments()).RoutineQuery, { id })];
  }),
  meals: routeData(async ({ url }) => {
    const [documents, { DAY_PARAM, selectedDate }] = await Promise.all([mealDocuments(), selectedDay()]);
    return [preload(documents.DailyMealQuery, { date: selectedDate(url.searchParams.get(DAY_PARAM)) }), preload(documents.MealInfoQuery)];
  }),
  mealInfo: routeData(async () => [preload((await mealDocuments()).MealInfoQuery)]),
};

/**
 * The signed-in frame's loader: starts `Me`, and waits for the frame's code and the Apollo client (loaded in
 * parallel with the page's code, so the page appears in one go, never the frame's loading state first). Signed out
 * it asks and loads nothing: the guard leaves for /login.
 */
const signedInFrame: LoaderFunction = async (args) => {
  await data.me(args);
  const appClient = loaderAppClient(args.context);
  if (appClient && getAccessToken() !== null) await preloadSignedInFrame(appClient);
  return null;
};

/** The route table: the open pages, and the others in the layout behind the sign-in guard. */
export const routes: RouteObject[] = [
  {
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError standalone />,
    children: [
      { path: SIGN_IN_PATH, lazy: LoginPage },
      { path: REGISTER_PATH, lazy: RegisterPage },
      {
        path: '/',
        // The signed-in frame, the Apollo client and the signed-in user (the sidebar's name) start with the first
        // page's code and data.
        loader: signedInFrame,
        element: (
          <RequireAuth>
            <SignedIn />
          </RequireAuth>
        ),
        children: [
          {
            // A page that fails (its code cannot be loaded, or it throws) is replaced inside the layout: the sidebar
            // stays, so the user can go on elsewhere.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/home" replace /> },
              { path: 'home', lazy: HomePage, loader: data.home },
              {
                path: 'foods',
                children: [
                  { index: true, element: <Navigate to="/foods/list" replace /> },
                  { path: 'list', lazy: FoodListPage, loader: data.foods, shouldRevalidate: listRevalidation },
                  { path: 'new', lazy: FoodFormPage },
                  { path: ':id/edit', lazy: FoodFormPage, loader: data.food },
                ],
              },
              {
                path: 'recipes',
                children: [
                  { index: true, element: <Navigate to="/recipes/list" replace /> },
                  { path: 'list', lazy: RecipeListPage, loader: data.recipes, shouldRevalidate: listRevalidation },
                  { path: 'new', lazy: RecipeFormPage, loader: data.newRecipe },
                  { path: ':id/edit', lazy: RecipeFormPage, loader: data.recipe },
                ],
              },
              {
                path: 'tags',
                children: [
                  { index: true, element: <Navigate to="/tags/list" replace /> },
                  { path: 'list', lazy: TagListPage, loader: data.tags, shouldRevalidate: listRevalidation },
                  { path: 'new', lazy: TagFormPage },
                  { path: ':id/edit', lazy: TagFormPage, loader: data.tag },
                ],
              },
              {
                path: 'exercises',
                children: [
                  { index: true, element: <Navigate to="/exercises/list" replace /> },
                  { path: 'list', lazy: ExerciseListPage, loader: data.exercises, shouldRevalidate: listRevalidation },
                  { path: 'new', lazy: ExerciseFormPage, loader: data.newExercise },
                  { path: ':id/edit', lazy: ExerciseFormPage, loader: data.exercise },
                  { path: ':id/history', lazy: ExerciseHistoryPage, loader: data.exerciseHistory },
                ],
              },
              { path: 'workout', lazy: WorkoutPage },
              { path: 'workouts/:id', lazy: WorkoutDetailPage, loader: data.workout },
              {
                path: 'routines',
                children: [
                  { index: true, lazy: RoutineViewPage, loader: data.activeRoutine },
                  { path: 'list', lazy: RoutineListPage, loader: data.routines, shouldRevalidate: listRevalidation },
                  { path: 'new', lazy: RoutineFormPage },
                  { path: ':id', lazy: RoutineViewPage, loader: data.routine },
                  { path: ':id/edit', lazy: RoutineFormPage, loader: data.routine },
                ],
              },
              {
                path: 'meals',
                children: [
                  { index: true, lazy: MealsPage, loader: data.meals },
                  { path: ':id', lazy: MealNamesPage, loader: data.mealInfo },
                ],
              },
              { path: 'progress', lazy: ProgressPage },
              { path: 'account/data', lazy: DataPage },
              { path: 'account/settings', lazy: AccountPage },
              { path: '*', lazy: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
