import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../shared/PageLoading';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

// One chunk per page, loaded by the router when a navigation first needs it: until it arrives the current page
// stays, and `useNavigation()` tells the layout a navigation is under way.
const LoginPage = () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage }));
const RegisterPage = () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage }));
const HomePage = () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage }));
const FoodListPage = () => import('../features/foods/FoodListPage').then((m) => ({ Component: m.FoodListPage }));
const FoodFormPage = () => import('../features/foods/FoodFormPage').then((m) => ({ Component: m.FoodFormPage }));
const RecipeListPage = () =>
  import('../features/recipes/RecipeListPage').then((m) => ({ Component: m.RecipeListPage }));
const RecipeFormPage = () =>
  import('../features/recipes/RecipeFormPage').then((m) => ({ Component: m.RecipeFormPage }));
const TagListPage = () => import('../features/tags/TagListPage').then((m) => ({ Component: m.TagListPage }));
const TagFormPage = () => import('../features/tags/TagFormPage').then((m) => ({ Component: m.TagFormPage }));
const ExerciseListPage = () =>
  import('../features/exercises/ExerciseListPage').then((m) => ({ Component: m.ExerciseListPage }));
const ExerciseFormPage = () =>
  import('../features/exercises/ExerciseFormPage').then((m) => ({ Component: m.ExerciseFormPage }));
const RoutineViewPage = () =>
  import('../features/routines/RoutineViewPage').then((m) => ({ Component: m.RoutineViewPage }));
const RoutineListPage = () =>
  import('../features/routines/RoutineListPage').then((m) => ({ Component: m.RoutineListPage }));
const RoutineFormPage = () =>
  import('../features/routines/RoutineFormPage').then((m) => ({ Component: m.RoutineFormPage }));
const MealsPage = () => import('../features/meals/MealsPage').then((m) => ({ Component: m.MealsPage }));
const MealNamesPage = () => import('../features/meals/MealNamesPage').then((m) => ({ Component: m.MealNamesPage }));
const WorkoutPage = () => import('../features/workouts/WorkoutPage').then((m) => ({ Component: m.WorkoutPage }));
const WorkoutDetailPage = () =>
  import('../features/workouts/WorkoutDetailPage').then((m) => ({ Component: m.WorkoutDetailPage }));
const ExerciseHistoryPage = () =>
  import('../features/workouts/ExerciseHistoryPage').then((m) => ({ Component: m.ExerciseHistoryPage }));
const ProgressPage = () => import('../features/progress/ProgressPage').then((m) => ({ Component: m.ProgressPage }));
const NotFoundPage = () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/** The route table: the open pages, and the others in the layout behind the sign-in guard. */
export const routes: RouteObject[] = [
  {
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError standalone />,
    children: [
      { path: '/login', lazy: LoginPage },
      { path: '/register', lazy: RegisterPage },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: [
          {
            // A page that fails (its code cannot be loaded, or it throws) is replaced inside the layout: the sidebar
            // stays, so the user can go on elsewhere.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/home" replace /> },
              { path: 'home', lazy: HomePage },
              {
                path: 'foods',
                children: [
                  { index: true, element: <Navigate to="/foods/list" replace /> },
                  { path: 'list', lazy: FoodListPage },
                  { path: 'new', lazy: FoodFormPage },
                  { path: ':id/edit', lazy: FoodFormPage },
                ],
              },
              {
                path: 'recipes',
                children: [
                  { index: true, element: <Navigate to="/recipes/list" replace /> },
                  { path: 'list', lazy: RecipeListPage },
                  { path: 'new', lazy: RecipeFormPage },
                  { path: ':id/edit', lazy: RecipeFormPage },
                ],
              },
              {
                path: 'tags',
                children: [
                  { index: true, element: <Navigate to="/tags/list" replace /> },
                  { path: 'list', lazy: TagListPage },
                  { path: 'new', lazy: TagFormPage },
                  { path: ':id/edit', lazy: TagFormPage },
                ],
              },
              {
                path: 'exercises',
                children: [
                  { index: true, element: <Navigate to="/exercises/list" replace /> },
                  { path: 'list', lazy: ExerciseListPage },
                  { path: 'new', lazy: ExerciseFormPage },
                  { path: ':id/edit', lazy: ExerciseFormPage },
                  { path: ':id/history', lazy: ExerciseHistoryPage },
                ],
              },
              { path: 'workout', lazy: WorkoutPage },
              { path: 'workouts/:id', lazy: WorkoutDetailPage },
              {
                path: 'routines',
                children: [
                  { index: true, lazy: RoutineViewPage },
                  { path: 'list', lazy: RoutineListPage },
                  { path: 'new', lazy: RoutineFormPage },
                  { path: ':id', lazy: RoutineViewPage },
                  { path: ':id/edit', lazy: RoutineFormPage },
                ],
              },
              {
                path: 'meals',
                children: [
                  { index: true, lazy: MealsPage },
                  { path: ':id', lazy: MealNamesPage },
                ],
              },
              { path: 'progress', lazy: ProgressPage },
              { path: '*', lazy: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
