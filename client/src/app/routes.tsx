import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../shared/PageLoading';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

// One chunk per page.
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const FoodListPage = lazy(() =>
  import('../features/foods/FoodListPage').then((m) => ({ default: m.FoodListPage })),
);
const FoodFormPage = lazy(() =>
  import('../features/foods/FoodFormPage').then((m) => ({ default: m.FoodFormPage })),
);
const RecipeListPage = lazy(() =>
  import('../features/recipes/RecipeListPage').then((m) => ({ default: m.RecipeListPage })),
);
const RecipeFormPage = lazy(() =>
  import('../features/recipes/RecipeFormPage').then((m) => ({ default: m.RecipeFormPage })),
);
const TagListPage = lazy(() => import('../features/tags/TagListPage').then((m) => ({ default: m.TagListPage })));
const TagFormPage = lazy(() => import('../features/tags/TagFormPage').then((m) => ({ default: m.TagFormPage })));
const ExerciseListPage = lazy(() =>
  import('../features/exercises/ExerciseListPage').then((m) => ({ default: m.ExerciseListPage })),
);
const ExerciseFormPage = lazy(() =>
  import('../features/exercises/ExerciseFormPage').then((m) => ({ default: m.ExerciseFormPage })),
);
const RoutineViewPage = lazy(() =>
  import('../features/routines/RoutineViewPage').then((m) => ({ default: m.RoutineViewPage })),
);
const RoutineListPage = lazy(() =>
  import('../features/routines/RoutineListPage').then((m) => ({ default: m.RoutineListPage })),
);
const RoutineFormPage = lazy(() =>
  import('../features/routines/RoutineFormPage').then((m) => ({ default: m.RoutineFormPage })),
);
const MealsPage = lazy(() => import('../features/meals/MealsPage').then((m) => ({ default: m.MealsPage })));
const MealNamesPage = lazy(() =>
  import('../features/meals/MealNamesPage').then((m) => ({ default: m.MealNamesPage })),
);
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

function OpenPages() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The route table. Pages of later issues (routines, exercises, tags, meals) go under the layout; until then their
 * paths show 'Page not found'.
 */
export const routes: RouteObject[] = [
  {
    element: <OpenPages />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <HomePage /> },
          {
            path: 'foods',
            children: [
              { index: true, element: <Navigate to="/foods/list" replace /> },
              { path: 'list', element: <FoodListPage /> },
              { path: 'new', element: <FoodFormPage /> },
              { path: ':id/edit', element: <FoodFormPage /> },
            ],
          },
          {
            path: 'recipes',
            children: [
              { index: true, element: <Navigate to="/recipes/list" replace /> },
              { path: 'list', element: <RecipeListPage /> },
              { path: 'new', element: <RecipeFormPage /> },
              { path: ':id/edit', element: <RecipeFormPage /> },
            ],
          },
          {
            path: 'tags',
            children: [
              { index: true, element: <Navigate to="/tags/list" replace /> },
              { path: 'list', element: <TagListPage /> },
              { path: 'new', element: <TagFormPage /> },
              { path: ':id/edit', element: <TagFormPage /> },
            ],
          },
          {
            path: 'exercises',
            children: [
              { index: true, element: <Navigate to="/exercises/list" replace /> },
              { path: 'list', element: <ExerciseListPage /> },
              { path: 'new', element: <ExerciseFormPage /> },
              { path: ':id/edit', element: <ExerciseFormPage /> },
            ],
          },
          {
            path: 'routines',
            children: [
              { index: true, element: <RoutineViewPage /> },
              { path: 'list', element: <RoutineListPage /> },
              { path: 'new', element: <RoutineFormPage /> },
              { path: ':id', element: <RoutineViewPage /> },
              { path: ':id/edit', element: <RoutineFormPage /> },
            ],
          },
          {
            path: 'meals',
            children: [
              { index: true, element: <MealsPage /> },
              { path: ':id', element: <MealNamesPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
