/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {\n    changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) {\n      id\n      email\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation DeleteAccount($currentPassword: String!) {\n    deleteAccount(currentPassword: $currentPassword)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation CreateDownloadLink($kind: ExportKind!, $today: LocalDate, $timeZone: String, $csvLayout: CsvLayout) {\n    createDownloadLink(kind: $kind, today: $today, timeZone: $timeZone, csvLayout: $csvLayout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": typeof types.CreateDownloadLinkDocument,
    "\n  fragment ImportSummaryFields on ImportSummary {\n    kind\n    format\n    rows\n    counts {\n      item\n      count\n    }\n    newExercises\n    problems {\n      line\n      message\n    }\n    problemCount\n    warnings\n  }\n": typeof types.ImportSummaryFieldsFragmentDoc,
    "\n  query ImportPreview($uploadId: Int!, $timeZone: String, $weightUnit: WeightUnit) {\n    importPreview(uploadId: $uploadId, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n": typeof types.ImportPreviewDocument,
    "\n  mutation ImportUpload($uploadId: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {\n    importUpload(uploadId: $uploadId, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n": typeof types.ImportUploadDocument,
    "\n  query DataUpload {\n    dataUpload {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n": typeof types.DataUploadDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      language\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  fragment ExerciseFields on Exercise {\n    id\n    name\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.ExerciseFieldsFragmentDoc,
    "\n  query ExercisesPage($page: Int!, $size: Int!, $search: String) {\n    exercises(page: $page, size: $size, search: $search) {\n      content {\n        ...ExerciseFields\n      }\n      totalElements\n    }\n  }\n": typeof types.ExercisesPageDocument,
    "\n  query Exercise($id: Int!) {\n    exercise(id: $id) {\n      ...ExerciseFields\n    }\n  }\n": typeof types.ExerciseDocument,
    "\n  query AllExercises {\n    allExercises {\n      ...ExerciseFields\n    }\n  }\n": typeof types.AllExercisesDocument,
    "\n  mutation CreateExercise($input: ExerciseInput!) {\n    createExercise(input: $input) {\n      ...ExerciseFields\n    }\n  }\n": typeof types.CreateExerciseDocument,
    "\n  mutation UpdateExercise($id: Int!, $input: ExerciseInput!) {\n    updateExercise(id: $id, input: $input) {\n      ...ExerciseFields\n    }\n  }\n": typeof types.UpdateExerciseDocument,
    "\n  mutation DeleteExercise($id: Int!) {\n    deleteExercise(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteExerciseDocument,
    "\n  query ExerciseTagOptions {\n    allTags {\n      id\n      name\n    }\n  }\n": typeof types.ExerciseTagOptionsDocument,
    "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.FoodFieldsFragmentDoc,
    "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": typeof types.FoodsPageDocument,
    "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n": typeof types.FoodDocument,
    "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n": typeof types.CreateFoodDocument,
    "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n": typeof types.UpdateFoodDocument,
    "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteFoodDocument,
    "\n  query FoodPicker($size: Int!, $search: String, $countAtMost: Int) {\n    foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": typeof types.FoodPickerDocument,
    "\n  fragment MacroAmounts on Macros {\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.MacroAmountsFragmentDoc,
    "\n  fragment MealEntryFields on MealEntry {\n    id\n    mealId\n    quantity\n    food {\n      id\n      name\n      unit\n    }\n    recipe {\n      id\n      name\n      unit\n    }\n    macros {\n      ...MacroAmounts\n    }\n  }\n": typeof types.MealEntryFieldsFragmentDoc,
    "\n  fragment MealFields on Meal {\n    id\n    dailyMealId\n    name\n    orderNumber\n    entries {\n      ...MealEntryFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n": typeof types.MealFieldsFragmentDoc,
    "\n  fragment DailyMealFields on DailyMeal {\n    id\n    date\n    meals {\n      ...MealFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n": typeof types.DailyMealFieldsFragmentDoc,
    "\n  query DailyMeal($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      ...DailyMealFields\n    }\n  }\n": typeof types.DailyMealDocument,
    "\n  query DayTotals($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      id\n      date\n      totals {\n        ...MacroAmounts\n      }\n    }\n  }\n": typeof types.DayTotalsDocument,
    "\n  fragment MealInfoFields on MealInfo {\n    id\n    mealsPerDay\n    mealNames {\n      id\n      orderNumber\n      name\n    }\n    goals {\n      calories\n      carbohydrates\n      proteins\n      fats\n    }\n  }\n": typeof types.MealInfoFieldsFragmentDoc,
    "\n  query MealInfo {\n    mealInfo {\n      ...MealInfoFields\n    }\n  }\n": typeof types.MealInfoDocument,
    "\n  fragment EntryFoodOption on Food {\n    id\n    name\n    unit\n    serving\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.EntryFoodOptionFragmentDoc,
    "\n  fragment EntryRecipeOption on Recipe {\n    id\n    name\n    unit\n    serving\n    ingredients {\n      id\n      quantity\n      food {\n        ...EntryFoodOption\n      }\n    }\n  }\n": typeof types.EntryRecipeOptionFragmentDoc,
    "\n  query MealEntryRecipes {\n    allRecipes {\n      ...EntryRecipeOption\n    }\n  }\n": typeof types.MealEntryRecipesDocument,
    "\n  query EntryFood($id: Int!) {\n    food(id: $id) {\n      ...EntryFoodOption\n    }\n  }\n": typeof types.EntryFoodDocument,
    "\n  mutation StartDay($date: LocalDate!) {\n    startDay(date: $date) {\n      ...DailyMealFields\n    }\n  }\n": typeof types.StartDayDocument,
    "\n  mutation AddMealEntry($mealId: Int!, $input: MealEntryInput!) {\n    addMealEntry(mealId: $mealId, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": typeof types.AddMealEntryDocument,
    "\n  mutation UpdateMealEntry($id: Int!, $input: MealEntryInput!) {\n    updateMealEntry(id: $id, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": typeof types.UpdateMealEntryDocument,
    "\n  mutation DeleteMealEntry($id: Int!) {\n    deleteMealEntry(id: $id) {\n      entry {\n        id\n        food {\n          id\n          name\n        }\n        recipe {\n          id\n          name\n        }\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": typeof types.DeleteMealEntryDocument,
    "\n  mutation RenameMeals($input: RenameMealsInput!) {\n    renameMeals(input: $input) {\n      mealInfo {\n        ...MealInfoFields\n      }\n      dailyMeal {\n        ...DailyMealFields\n      }\n    }\n  }\n": typeof types.RenameMealsDocument,
    "\n  mutation UpdateMacroGoals($input: MacroGoalsInput!, $date: LocalDate!) {\n    updateMacroGoals(input: $input, date: $date) {\n      ...MealInfoFields\n    }\n  }\n": typeof types.UpdateMacroGoalsDocument,
    "\n  mutation CopyDay($from: LocalDate!, $to: LocalDate!) {\n    copyDay(from: $from, to: $to) {\n      ...DailyMealFields\n    }\n  }\n": typeof types.CopyDayDocument,
    "\n  mutation CopyMeal($fromMealId: Int!, $toMealId: Int!) {\n    copyMeal(fromMealId: $fromMealId, toMealId: $toMealId) {\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": typeof types.CopyMealDocument,
    "\n  query RecentMealSources($today: LocalDate!) {\n    recentMealSources(today: $today) {\n      uses\n      lastUsed\n      food {\n        ...EntryFoodOption\n      }\n      recipe {\n        id\n      }\n    }\n  }\n": typeof types.RecentMealSourcesDocument,
    "\n  query DietProgress($from: LocalDate!, $to: LocalDate!) {\n    dietProgress(from: $from, to: $to) {\n      from\n      to\n      daysInRange\n      daysLogged\n      averages {\n        ...MacroAmounts\n      }\n      days {\n        date\n        logged\n        totals {\n          ...MacroAmounts\n        }\n        goals {\n          calories\n          carbohydrates\n          proteins\n          fats\n        }\n      }\n    }\n  }\n": typeof types.DietProgressDocument,
    "\n  fragment BodyWeightFields on BodyWeight {\n    id\n    date\n    weight\n  }\n": typeof types.BodyWeightFieldsFragmentDoc,
    "\n  fragment BodyWeightTrendFields on BodyWeightTrend {\n    latest {\n      ...BodyWeightFields\n    }\n    previous {\n      ...BodyWeightFields\n    }\n    change\n  }\n": typeof types.BodyWeightTrendFieldsFragmentDoc,
    "\n  query BodyWeights($from: LocalDate!, $to: LocalDate!) {\n    bodyWeights(from: $from, to: $to) {\n      ...BodyWeightFields\n    }\n  }\n": typeof types.BodyWeightsDocument,
    "\n  query BodyWeightTrend($today: LocalDate!) {\n    bodyWeightTrend(today: $today) {\n      ...BodyWeightTrendFields\n    }\n  }\n": typeof types.BodyWeightTrendDocument,
    "\n  mutation SetBodyWeight($input: BodyWeightInput!, $today: LocalDate!) {\n    setBodyWeight(input: $input, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n": typeof types.SetBodyWeightDocument,
    "\n  mutation DeleteBodyWeight($id: Int!, $today: LocalDate!) {\n    deleteBodyWeight(id: $id, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n": typeof types.DeleteBodyWeightDocument,
    "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": typeof types.RecipeFoodFragmentDoc,
    "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n": typeof types.RecipeRowFragmentDoc,
    "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n": typeof types.RecipeDetailFragmentDoc,
    "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n": typeof types.RecipesPageDocument,
    "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.RecipeDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteRecipeDocument,
    "\n  fragment RoutineRow on Routine {\n    id\n    name\n    description\n    goal\n    weekFrequency\n    isActive\n  }\n": typeof types.RoutineRowFragmentDoc,
    "\n  fragment SessionExerciseFields on SessionExercise {\n    id\n    sessionId\n    sets\n    repetitions\n    restSeconds\n    exercise {\n      ...ExerciseFields\n    }\n  }\n": typeof types.SessionExerciseFieldsFragmentDoc,
    "\n  fragment SessionFields on Session {\n    id\n    routineId\n    orderNumber\n    description\n    isCurrent\n    exercises {\n      ...SessionExerciseFields\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  fragment RoutineDetail on Routine {\n    ...RoutineRow\n    sessions {\n      ...SessionFields\n    }\n  }\n": typeof types.RoutineDetailFragmentDoc,
    "\n  query RoutinesPage($page: Int!, $size: Int!, $search: String) {\n    routines(page: $page, size: $size, search: $search) {\n      content {\n        ...RoutineRow\n      }\n      totalElements\n    }\n  }\n": typeof types.RoutinesPageDocument,
    "\n  query Routine($id: Int!) {\n    routine(id: $id) {\n      ...RoutineDetail\n    }\n  }\n": typeof types.RoutineDocument,
    "\n  query ActiveRoutine {\n    activeRoutine {\n      ...RoutineDetail\n    }\n  }\n": typeof types.ActiveRoutineDocument,
    "\n  mutation CreateRoutine($input: RoutineInput!) {\n    createRoutine(input: $input) {\n      ...RoutineDetail\n    }\n  }\n": typeof types.CreateRoutineDocument,
    "\n  mutation UpdateRoutine($id: Int!, $input: RoutineInput!) {\n    updateRoutine(id: $id, input: $input) {\n      ...RoutineDetail\n    }\n  }\n": typeof types.UpdateRoutineDocument,
    "\n  mutation DeleteRoutine($id: Int!) {\n    deleteRoutine(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteRoutineDocument,
    "\n  mutation UpdateSession($id: Int!, $description: String!) {\n    updateSession(id: $id, description: $description) {\n      id\n      description\n    }\n  }\n": typeof types.UpdateSessionDocument,
    "\n  mutation AddSessionExercise($sessionId: Int!, $input: SessionExerciseInput!) {\n    addSessionExercise(sessionId: $sessionId, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n": typeof types.AddSessionExerciseDocument,
    "\n  mutation UpdateSessionExercise($id: Int!, $input: SessionExerciseInput!) {\n    updateSessionExercise(id: $id, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n": typeof types.UpdateSessionExerciseDocument,
    "\n  mutation DeleteSessionExercise($id: Int!) {\n    deleteSessionExercise(id: $id) {\n      id\n      sessionId\n      exercise {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeleteSessionExerciseDocument,
    "\n  mutation CompleteSession($sessionId: Int!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      sessions {\n        id\n        isCurrent\n      }\n    }\n  }\n": typeof types.CompleteSessionDocument,
    "\n  query TrainingHistory($routineId: Int!, $page: Int!) {\n    trainingHistory(routineId: $routineId, page: $page, size: 5) {\n      totalElements\n      content {\n        id\n        completedAt\n        sessionDescription\n        workout {\n          ...WorkoutSummary\n        }\n      }\n    }\n  }\n": typeof types.TrainingHistoryDocument,
    "\n  fragment TagFields on Tag {\n    id\n    name\n  }\n": typeof types.TagFieldsFragmentDoc,
    "\n  query TagsPage($page: Int!, $size: Int!, $search: String) {\n    tags(page: $page, size: $size, search: $search) {\n      content {\n        ...TagFields\n      }\n      totalElements\n    }\n  }\n": typeof types.TagsPageDocument,
    "\n  query Tag($id: Int!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n  }\n": typeof types.TagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: Int!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: Int!) {\n    deleteTag(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteTagDocument,
    "\n  query AllTagsInCache {\n    allTags {\n      ...TagFields\n    }\n  }\n": typeof types.AllTagsInCacheDocument,
    "\n  fragment WorkoutSummary on Workout {\n    id\n    durationSeconds\n    volume\n    exercises {\n      id\n      note\n      exercise {\n        id\n        name\n      }\n      sets {\n        id\n        weight\n        reps\n        setType\n      }\n    }\n  }\n": typeof types.WorkoutSummaryFragmentDoc,
    "\n  query ExerciseRecords($exerciseId: Int!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n    }\n    exerciseRecords(exerciseId: $exerciseId) {\n      exerciseId\n      heaviestWeight {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestEstimatedOneRepMax {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestVolume {\n        workoutId\n        achievedAt\n        volume\n      }\n      mostRepsAtWeight(size: 10) {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n    }\n  }\n": typeof types.ExerciseRecordsDocument,
    "\n  query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) {\n    exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) {\n      totalElements\n      content {\n        workoutExerciseId\n        workoutId\n        title\n        startedAt\n        note\n        sets {\n          id\n          position\n          weight\n          reps\n          setType\n          rpe\n        }\n      }\n    }\n  }\n": typeof types.ExerciseHistoryDocument,
    "\n  query ExerciseProgress($exerciseId: Int!, $from: DateTimeISO, $size: Int!) {\n    exerciseProgress(exerciseId: $exerciseId, from: $from, size: $size) {\n      workoutId\n      startedAt\n      heaviestWeight\n      estimatedOneRepMax\n      volume\n    }\n  }\n": typeof types.ExerciseProgressDocument,
    "\n  fragment WorkoutSetFields on WorkoutSet {\n    id\n    workoutExerciseId\n    position\n    weight\n    reps\n    setType\n    rpe\n    completedAt\n    done\n  }\n": typeof types.WorkoutSetFieldsFragmentDoc,
    "\n  fragment RestTimerFields on RestTimer {\n    workoutExerciseId\n    startedAt\n    endsAt\n    serverTime\n  }\n": typeof types.RestTimerFieldsFragmentDoc,
    "\n  fragment WorkoutExerciseFields on WorkoutExercise {\n    id\n    workoutId\n    position\n    plannedSets\n    plannedReps\n    restSeconds\n    skipped\n    note\n    addedToWorkout\n    exercise {\n      id\n      name\n    }\n    sets {\n      ...WorkoutSetFields\n    }\n    lastTime {\n      workoutId\n      startedAt\n      sets {\n        id\n        position\n        weight\n        reps\n        setType\n      }\n    }\n  }\n": typeof types.WorkoutExerciseFieldsFragmentDoc,
    "\n  fragment WorkoutFields on Workout {\n    id\n    title\n    routineId\n    sessionId\n    startedAt\n    finishedAt\n    inProgress\n    durationSeconds\n    notes\n    volume\n    serverTime\n    restTimer {\n      ...RestTimerFields\n    }\n    exercises {\n      ...WorkoutExerciseFields\n    }\n  }\n": typeof types.WorkoutFieldsFragmentDoc,
    "\n  query WorkoutInProgress {\n    workoutInProgress {\n      ...WorkoutFields\n    }\n  }\n": typeof types.WorkoutInProgressDocument,
    "\n  query Workout($id: Int!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.WorkoutDocument,
    "\n  mutation StartWorkout($sessionId: Int!) {\n    startWorkout(sessionId: $sessionId) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.StartWorkoutDocument,
    "\n  mutation UpdateWorkoutSet($id: Int!, $input: WorkoutSetInput!) {\n    updateWorkoutSet(id: $id, input: $input) {\n      ...WorkoutSetFields\n    }\n  }\n": typeof types.UpdateWorkoutSetDocument,
    "\n  mutation CompleteWorkoutSet($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) {\n    completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) {\n      set {\n        ...WorkoutSetFields\n      }\n      workout {\n        id\n        serverTime\n        restTimer {\n          ...RestTimerFields\n        }\n      }\n      recordsBeaten {\n        kind\n        value\n        previous\n        weight\n      }\n    }\n  }\n": typeof types.CompleteWorkoutSetDocument,
    "\n  mutation UncompleteWorkoutSet($id: Int!) {\n    uncompleteWorkoutSet(id: $id) {\n      ...WorkoutSetFields\n    }\n  }\n": typeof types.UncompleteWorkoutSetDocument,
    "\n  mutation AddWorkoutSet($workoutExerciseId: Int!) {\n    addWorkoutSet(workoutExerciseId: $workoutExerciseId) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.AddWorkoutSetDocument,
    "\n  mutation RemoveWorkoutSet($id: Int!) {\n    removeWorkoutSet(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.RemoveWorkoutSetDocument,
    "\n  mutation SkipWorkoutExercise($id: Int!, $skipped: Boolean!) {\n    skipWorkoutExercise(id: $id, skipped: $skipped) {\n      id\n      exercises {\n        id\n        skipped\n      }\n    }\n  }\n": typeof types.SkipWorkoutExerciseDocument,
    "\n  mutation SetWorkoutExerciseNote($id: Int!, $note: String) {\n    setWorkoutExerciseNote(id: $id, note: $note) {\n      id\n      note\n    }\n  }\n": typeof types.SetWorkoutExerciseNoteDocument,
    "\n  mutation AddWorkoutExercise($workoutId: Int!, $input: AddWorkoutExerciseInput!) {\n    addWorkoutExercise(workoutId: $workoutId, input: $input) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.AddWorkoutExerciseDocument,
    "\n  mutation RemoveWorkoutExercise($id: Int!) {\n    removeWorkoutExercise(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.RemoveWorkoutExerciseDocument,
    "\n  mutation ExtendRest($workoutId: Int!, $seconds: Int!) {\n    extendRest(workoutId: $workoutId, seconds: $seconds) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n": typeof types.ExtendRestDocument,
    "\n  mutation SkipRest($workoutId: Int!) {\n    skipRest(workoutId: $workoutId) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n": typeof types.SkipRestDocument,
    "\n  mutation FinishWorkout($id: Int!, $notes: String) {\n    finishWorkout(id: $id, notes: $notes) {\n      workout {\n        ...WorkoutFields\n      }\n      routine {\n        id\n        sessions {\n          id\n          isCurrent\n        }\n      }\n    }\n  }\n": typeof types.FinishWorkoutDocument,
    "\n  mutation DiscardWorkout($id: Int!) {\n    discardWorkout(id: $id) {\n      id\n    }\n  }\n": typeof types.DiscardWorkoutDocument,
    "\n  mutation DeleteWorkout($id: Int!) {\n    deleteWorkout(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.DeleteWorkoutDocument,
};
const documents: Documents = {
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {\n    changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) {\n      id\n      email\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation DeleteAccount($currentPassword: String!) {\n    deleteAccount(currentPassword: $currentPassword)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation CreateDownloadLink($kind: ExportKind!, $today: LocalDate, $timeZone: String, $csvLayout: CsvLayout) {\n    createDownloadLink(kind: $kind, today: $today, timeZone: $timeZone, csvLayout: $csvLayout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": types.CreateDownloadLinkDocument,
    "\n  fragment ImportSummaryFields on ImportSummary {\n    kind\n    format\n    rows\n    counts {\n      item\n      count\n    }\n    newExercises\n    problems {\n      line\n      message\n    }\n    problemCount\n    warnings\n  }\n": types.ImportSummaryFieldsFragmentDoc,
    "\n  query ImportPreview($uploadId: Int!, $timeZone: String, $weightUnit: WeightUnit) {\n    importPreview(uploadId: $uploadId, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n": types.ImportPreviewDocument,
    "\n  mutation ImportUpload($uploadId: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {\n    importUpload(uploadId: $uploadId, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n": types.ImportUploadDocument,
    "\n  query DataUpload {\n    dataUpload {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n": types.DataUploadDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      language\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  fragment ExerciseFields on Exercise {\n    id\n    name\n    tags {\n      id\n      name\n    }\n  }\n": types.ExerciseFieldsFragmentDoc,
    "\n  query ExercisesPage($page: Int!, $size: Int!, $search: String) {\n    exercises(page: $page, size: $size, search: $search) {\n      content {\n        ...ExerciseFields\n      }\n      totalElements\n    }\n  }\n": types.ExercisesPageDocument,
    "\n  query Exercise($id: Int!) {\n    exercise(id: $id) {\n      ...ExerciseFields\n    }\n  }\n": types.ExerciseDocument,
    "\n  query AllExercises {\n    allExercises {\n      ...ExerciseFields\n    }\n  }\n": types.AllExercisesDocument,
    "\n  mutation CreateExercise($input: ExerciseInput!) {\n    createExercise(input: $input) {\n      ...ExerciseFields\n    }\n  }\n": types.CreateExerciseDocument,
    "\n  mutation UpdateExercise($id: Int!, $input: ExerciseInput!) {\n    updateExercise(id: $id, input: $input) {\n      ...ExerciseFields\n    }\n  }\n": types.UpdateExerciseDocument,
    "\n  mutation DeleteExercise($id: Int!) {\n    deleteExercise(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteExerciseDocument,
    "\n  query ExerciseTagOptions {\n    allTags {\n      id\n      name\n    }\n  }\n": types.ExerciseTagOptionsDocument,
    "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.FoodFieldsFragmentDoc,
    "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": types.FoodsPageDocument,
    "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n": types.FoodDocument,
    "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n": types.CreateFoodDocument,
    "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n": types.UpdateFoodDocument,
    "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteFoodDocument,
    "\n  query FoodPicker($size: Int!, $search: String, $countAtMost: Int) {\n    foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n": types.FoodPickerDocument,
    "\n  fragment MacroAmounts on Macros {\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.MacroAmountsFragmentDoc,
    "\n  fragment MealEntryFields on MealEntry {\n    id\n    mealId\n    quantity\n    food {\n      id\n      name\n      unit\n    }\n    recipe {\n      id\n      name\n      unit\n    }\n    macros {\n      ...MacroAmounts\n    }\n  }\n": types.MealEntryFieldsFragmentDoc,
    "\n  fragment MealFields on Meal {\n    id\n    dailyMealId\n    name\n    orderNumber\n    entries {\n      ...MealEntryFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n": types.MealFieldsFragmentDoc,
    "\n  fragment DailyMealFields on DailyMeal {\n    id\n    date\n    meals {\n      ...MealFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n": types.DailyMealFieldsFragmentDoc,
    "\n  query DailyMeal($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      ...DailyMealFields\n    }\n  }\n": types.DailyMealDocument,
    "\n  query DayTotals($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      id\n      date\n      totals {\n        ...MacroAmounts\n      }\n    }\n  }\n": types.DayTotalsDocument,
    "\n  fragment MealInfoFields on MealInfo {\n    id\n    mealsPerDay\n    mealNames {\n      id\n      orderNumber\n      name\n    }\n    goals {\n      calories\n      carbohydrates\n      proteins\n      fats\n    }\n  }\n": types.MealInfoFieldsFragmentDoc,
    "\n  query MealInfo {\n    mealInfo {\n      ...MealInfoFields\n    }\n  }\n": types.MealInfoDocument,
    "\n  fragment EntryFoodOption on Food {\n    id\n    name\n    unit\n    serving\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.EntryFoodOptionFragmentDoc,
    "\n  fragment EntryRecipeOption on Recipe {\n    id\n    name\n    unit\n    serving\n    ingredients {\n      id\n      quantity\n      food {\n        ...EntryFoodOption\n      }\n    }\n  }\n": types.EntryRecipeOptionFragmentDoc,
    "\n  query MealEntryRecipes {\n    allRecipes {\n      ...EntryRecipeOption\n    }\n  }\n": types.MealEntryRecipesDocument,
    "\n  query EntryFood($id: Int!) {\n    food(id: $id) {\n      ...EntryFoodOption\n    }\n  }\n": types.EntryFoodDocument,
    "\n  mutation StartDay($date: LocalDate!) {\n    startDay(date: $date) {\n      ...DailyMealFields\n    }\n  }\n": types.StartDayDocument,
    "\n  mutation AddMealEntry($mealId: Int!, $input: MealEntryInput!) {\n    addMealEntry(mealId: $mealId, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": types.AddMealEntryDocument,
    "\n  mutation UpdateMealEntry($id: Int!, $input: MealEntryInput!) {\n    updateMealEntry(id: $id, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": types.UpdateMealEntryDocument,
    "\n  mutation DeleteMealEntry($id: Int!) {\n    deleteMealEntry(id: $id) {\n      entry {\n        id\n        food {\n          id\n          name\n        }\n        recipe {\n          id\n          name\n        }\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": types.DeleteMealEntryDocument,
    "\n  mutation RenameMeals($input: RenameMealsInput!) {\n    renameMeals(input: $input) {\n      mealInfo {\n        ...MealInfoFields\n      }\n      dailyMeal {\n        ...DailyMealFields\n      }\n    }\n  }\n": types.RenameMealsDocument,
    "\n  mutation UpdateMacroGoals($input: MacroGoalsInput!, $date: LocalDate!) {\n    updateMacroGoals(input: $input, date: $date) {\n      ...MealInfoFields\n    }\n  }\n": types.UpdateMacroGoalsDocument,
    "\n  mutation CopyDay($from: LocalDate!, $to: LocalDate!) {\n    copyDay(from: $from, to: $to) {\n      ...DailyMealFields\n    }\n  }\n": types.CopyDayDocument,
    "\n  mutation CopyMeal($fromMealId: Int!, $toMealId: Int!) {\n    copyMeal(fromMealId: $fromMealId, toMealId: $toMealId) {\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n": types.CopyMealDocument,
    "\n  query RecentMealSources($today: LocalDate!) {\n    recentMealSources(today: $today) {\n      uses\n      lastUsed\n      food {\n        ...EntryFoodOption\n      }\n      recipe {\n        id\n      }\n    }\n  }\n": types.RecentMealSourcesDocument,
    "\n  query DietProgress($from: LocalDate!, $to: LocalDate!) {\n    dietProgress(from: $from, to: $to) {\n      from\n      to\n      daysInRange\n      daysLogged\n      averages {\n        ...MacroAmounts\n      }\n      days {\n        date\n        logged\n        totals {\n          ...MacroAmounts\n        }\n        goals {\n          calories\n          carbohydrates\n          proteins\n          fats\n        }\n      }\n    }\n  }\n": types.DietProgressDocument,
    "\n  fragment BodyWeightFields on BodyWeight {\n    id\n    date\n    weight\n  }\n": types.BodyWeightFieldsFragmentDoc,
    "\n  fragment BodyWeightTrendFields on BodyWeightTrend {\n    latest {\n      ...BodyWeightFields\n    }\n    previous {\n      ...BodyWeightFields\n    }\n    change\n  }\n": types.BodyWeightTrendFieldsFragmentDoc,
    "\n  query BodyWeights($from: LocalDate!, $to: LocalDate!) {\n    bodyWeights(from: $from, to: $to) {\n      ...BodyWeightFields\n    }\n  }\n": types.BodyWeightsDocument,
    "\n  query BodyWeightTrend($today: LocalDate!) {\n    bodyWeightTrend(today: $today) {\n      ...BodyWeightTrendFields\n    }\n  }\n": types.BodyWeightTrendDocument,
    "\n  mutation SetBodyWeight($input: BodyWeightInput!, $today: LocalDate!) {\n    setBodyWeight(input: $input, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n": types.SetBodyWeightDocument,
    "\n  mutation DeleteBodyWeight($id: Int!, $today: LocalDate!) {\n    deleteBodyWeight(id: $id, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n": types.DeleteBodyWeightDocument,
    "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n": types.RecipeFoodFragmentDoc,
    "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n": types.RecipeRowFragmentDoc,
    "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n": types.RecipeDetailFragmentDoc,
    "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n": types.RecipesPageDocument,
    "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n": types.RecipeDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteRecipeDocument,
    "\n  fragment RoutineRow on Routine {\n    id\n    name\n    description\n    goal\n    weekFrequency\n    isActive\n  }\n": types.RoutineRowFragmentDoc,
    "\n  fragment SessionExerciseFields on SessionExercise {\n    id\n    sessionId\n    sets\n    repetitions\n    restSeconds\n    exercise {\n      ...ExerciseFields\n    }\n  }\n": types.SessionExerciseFieldsFragmentDoc,
    "\n  fragment SessionFields on Session {\n    id\n    routineId\n    orderNumber\n    description\n    isCurrent\n    exercises {\n      ...SessionExerciseFields\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  fragment RoutineDetail on Routine {\n    ...RoutineRow\n    sessions {\n      ...SessionFields\n    }\n  }\n": types.RoutineDetailFragmentDoc,
    "\n  query RoutinesPage($page: Int!, $size: Int!, $search: String) {\n    routines(page: $page, size: $size, search: $search) {\n      content {\n        ...RoutineRow\n      }\n      totalElements\n    }\n  }\n": types.RoutinesPageDocument,
    "\n  query Routine($id: Int!) {\n    routine(id: $id) {\n      ...RoutineDetail\n    }\n  }\n": types.RoutineDocument,
    "\n  query ActiveRoutine {\n    activeRoutine {\n      ...RoutineDetail\n    }\n  }\n": types.ActiveRoutineDocument,
    "\n  mutation CreateRoutine($input: RoutineInput!) {\n    createRoutine(input: $input) {\n      ...RoutineDetail\n    }\n  }\n": types.CreateRoutineDocument,
    "\n  mutation UpdateRoutine($id: Int!, $input: RoutineInput!) {\n    updateRoutine(id: $id, input: $input) {\n      ...RoutineDetail\n    }\n  }\n": types.UpdateRoutineDocument,
    "\n  mutation DeleteRoutine($id: Int!) {\n    deleteRoutine(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteRoutineDocument,
    "\n  mutation UpdateSession($id: Int!, $description: String!) {\n    updateSession(id: $id, description: $description) {\n      id\n      description\n    }\n  }\n": types.UpdateSessionDocument,
    "\n  mutation AddSessionExercise($sessionId: Int!, $input: SessionExerciseInput!) {\n    addSessionExercise(sessionId: $sessionId, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n": types.AddSessionExerciseDocument,
    "\n  mutation UpdateSessionExercise($id: Int!, $input: SessionExerciseInput!) {\n    updateSessionExercise(id: $id, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n": types.UpdateSessionExerciseDocument,
    "\n  mutation DeleteSessionExercise($id: Int!) {\n    deleteSessionExercise(id: $id) {\n      id\n      sessionId\n      exercise {\n        id\n        name\n      }\n    }\n  }\n": types.DeleteSessionExerciseDocument,
    "\n  mutation CompleteSession($sessionId: Int!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      sessions {\n        id\n        isCurrent\n      }\n    }\n  }\n": types.CompleteSessionDocument,
    "\n  query TrainingHistory($routineId: Int!, $page: Int!) {\n    trainingHistory(routineId: $routineId, page: $page, size: 5) {\n      totalElements\n      content {\n        id\n        completedAt\n        sessionDescription\n        workout {\n          ...WorkoutSummary\n        }\n      }\n    }\n  }\n": types.TrainingHistoryDocument,
    "\n  fragment TagFields on Tag {\n    id\n    name\n  }\n": types.TagFieldsFragmentDoc,
    "\n  query TagsPage($page: Int!, $size: Int!, $search: String) {\n    tags(page: $page, size: $size, search: $search) {\n      content {\n        ...TagFields\n      }\n      totalElements\n    }\n  }\n": types.TagsPageDocument,
    "\n  query Tag($id: Int!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n  }\n": types.TagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: Int!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...TagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: Int!) {\n    deleteTag(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteTagDocument,
    "\n  query AllTagsInCache {\n    allTags {\n      ...TagFields\n    }\n  }\n": types.AllTagsInCacheDocument,
    "\n  fragment WorkoutSummary on Workout {\n    id\n    durationSeconds\n    volume\n    exercises {\n      id\n      note\n      exercise {\n        id\n        name\n      }\n      sets {\n        id\n        weight\n        reps\n        setType\n      }\n    }\n  }\n": types.WorkoutSummaryFragmentDoc,
    "\n  query ExerciseRecords($exerciseId: Int!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n    }\n    exerciseRecords(exerciseId: $exerciseId) {\n      exerciseId\n      heaviestWeight {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestEstimatedOneRepMax {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestVolume {\n        workoutId\n        achievedAt\n        volume\n      }\n      mostRepsAtWeight(size: 10) {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n    }\n  }\n": types.ExerciseRecordsDocument,
    "\n  query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) {\n    exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) {\n      totalElements\n      content {\n        workoutExerciseId\n        workoutId\n        title\n        startedAt\n        note\n        sets {\n          id\n          position\n          weight\n          reps\n          setType\n          rpe\n        }\n      }\n    }\n  }\n": types.ExerciseHistoryDocument,
    "\n  query ExerciseProgress($exerciseId: Int!, $from: DateTimeISO, $size: Int!) {\n    exerciseProgress(exerciseId: $exerciseId, from: $from, size: $size) {\n      workoutId\n      startedAt\n      heaviestWeight\n      estimatedOneRepMax\n      volume\n    }\n  }\n": types.ExerciseProgressDocument,
    "\n  fragment WorkoutSetFields on WorkoutSet {\n    id\n    workoutExerciseId\n    position\n    weight\n    reps\n    setType\n    rpe\n    completedAt\n    done\n  }\n": types.WorkoutSetFieldsFragmentDoc,
    "\n  fragment RestTimerFields on RestTimer {\n    workoutExerciseId\n    startedAt\n    endsAt\n    serverTime\n  }\n": types.RestTimerFieldsFragmentDoc,
    "\n  fragment WorkoutExerciseFields on WorkoutExercise {\n    id\n    workoutId\n    position\n    plannedSets\n    plannedReps\n    restSeconds\n    skipped\n    note\n    addedToWorkout\n    exercise {\n      id\n      name\n    }\n    sets {\n      ...WorkoutSetFields\n    }\n    lastTime {\n      workoutId\n      startedAt\n      sets {\n        id\n        position\n        weight\n        reps\n        setType\n      }\n    }\n  }\n": types.WorkoutExerciseFieldsFragmentDoc,
    "\n  fragment WorkoutFields on Workout {\n    id\n    title\n    routineId\n    sessionId\n    startedAt\n    finishedAt\n    inProgress\n    durationSeconds\n    notes\n    volume\n    serverTime\n    restTimer {\n      ...RestTimerFields\n    }\n    exercises {\n      ...WorkoutExerciseFields\n    }\n  }\n": types.WorkoutFieldsFragmentDoc,
    "\n  query WorkoutInProgress {\n    workoutInProgress {\n      ...WorkoutFields\n    }\n  }\n": types.WorkoutInProgressDocument,
    "\n  query Workout($id: Int!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": types.WorkoutDocument,
    "\n  mutation StartWorkout($sessionId: Int!) {\n    startWorkout(sessionId: $sessionId) {\n      ...WorkoutFields\n    }\n  }\n": types.StartWorkoutDocument,
    "\n  mutation UpdateWorkoutSet($id: Int!, $input: WorkoutSetInput!) {\n    updateWorkoutSet(id: $id, input: $input) {\n      ...WorkoutSetFields\n    }\n  }\n": types.UpdateWorkoutSetDocument,
    "\n  mutation CompleteWorkoutSet($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) {\n    completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) {\n      set {\n        ...WorkoutSetFields\n      }\n      workout {\n        id\n        serverTime\n        restTimer {\n          ...RestTimerFields\n        }\n      }\n      recordsBeaten {\n        kind\n        value\n        previous\n        weight\n      }\n    }\n  }\n": types.CompleteWorkoutSetDocument,
    "\n  mutation UncompleteWorkoutSet($id: Int!) {\n    uncompleteWorkoutSet(id: $id) {\n      ...WorkoutSetFields\n    }\n  }\n": types.UncompleteWorkoutSetDocument,
    "\n  mutation AddWorkoutSet($workoutExerciseId: Int!) {\n    addWorkoutSet(workoutExerciseId: $workoutExerciseId) {\n      ...WorkoutFields\n    }\n  }\n": types.AddWorkoutSetDocument,
    "\n  mutation RemoveWorkoutSet($id: Int!) {\n    removeWorkoutSet(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": types.RemoveWorkoutSetDocument,
    "\n  mutation SkipWorkoutExercise($id: Int!, $skipped: Boolean!) {\n    skipWorkoutExercise(id: $id, skipped: $skipped) {\n      id\n      exercises {\n        id\n        skipped\n      }\n    }\n  }\n": types.SkipWorkoutExerciseDocument,
    "\n  mutation SetWorkoutExerciseNote($id: Int!, $note: String) {\n    setWorkoutExerciseNote(id: $id, note: $note) {\n      id\n      note\n    }\n  }\n": types.SetWorkoutExerciseNoteDocument,
    "\n  mutation AddWorkoutExercise($workoutId: Int!, $input: AddWorkoutExerciseInput!) {\n    addWorkoutExercise(workoutId: $workoutId, input: $input) {\n      ...WorkoutFields\n    }\n  }\n": types.AddWorkoutExerciseDocument,
    "\n  mutation RemoveWorkoutExercise($id: Int!) {\n    removeWorkoutExercise(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": types.RemoveWorkoutExerciseDocument,
    "\n  mutation ExtendRest($workoutId: Int!, $seconds: Int!) {\n    extendRest(workoutId: $workoutId, seconds: $seconds) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n": types.ExtendRestDocument,
    "\n  mutation SkipRest($workoutId: Int!) {\n    skipRest(workoutId: $workoutId) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n": types.SkipRestDocument,
    "\n  mutation FinishWorkout($id: Int!, $notes: String) {\n    finishWorkout(id: $id, notes: $notes) {\n      workout {\n        ...WorkoutFields\n      }\n      routine {\n        id\n        sessions {\n          id\n          isCurrent\n        }\n      }\n    }\n  }\n": types.FinishWorkoutDocument,
    "\n  mutation DiscardWorkout($id: Int!) {\n    discardWorkout(id: $id) {\n      id\n    }\n  }\n": types.DiscardWorkoutDocument,
    "\n  mutation DeleteWorkout($id: Int!) {\n    deleteWorkout(id: $id) {\n      id\n      title\n    }\n  }\n": types.DeleteWorkoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {\n    changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {\n    changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($currentPassword: String!) {\n    deleteAccount(currentPassword: $currentPassword)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($currentPassword: String!) {\n    deleteAccount(currentPassword: $currentPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDownloadLink($kind: ExportKind!, $today: LocalDate, $timeZone: String, $csvLayout: CsvLayout) {\n    createDownloadLink(kind: $kind, today: $today, timeZone: $timeZone, csvLayout: $csvLayout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDownloadLink($kind: ExportKind!, $today: LocalDate, $timeZone: String, $csvLayout: CsvLayout) {\n    createDownloadLink(kind: $kind, today: $today, timeZone: $timeZone, csvLayout: $csvLayout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportSummaryFields on ImportSummary {\n    kind\n    format\n    rows\n    counts {\n      item\n      count\n    }\n    newExercises\n    problems {\n      line\n      message\n    }\n    problemCount\n    warnings\n  }\n"): (typeof documents)["\n  fragment ImportSummaryFields on ImportSummary {\n    kind\n    format\n    rows\n    counts {\n      item\n      count\n    }\n    newExercises\n    problems {\n      line\n      message\n    }\n    problemCount\n    warnings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportPreview($uploadId: Int!, $timeZone: String, $weightUnit: WeightUnit) {\n    importPreview(uploadId: $uploadId, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query ImportPreview($uploadId: Int!, $timeZone: String, $weightUnit: WeightUnit) {\n    importPreview(uploadId: $uploadId, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportUpload($uploadId: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {\n    importUpload(uploadId: $uploadId, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportUpload($uploadId: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {\n    importUpload(uploadId: $uploadId, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) {\n      ...ImportSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataUpload {\n    dataUpload {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n"): (typeof documents)["\n  query DataUpload {\n    dataUpload {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n      tokenType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExerciseFields on Exercise {\n    id\n    name\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ExerciseFields on Exercise {\n    id\n    name\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExercisesPage($page: Int!, $size: Int!, $search: String) {\n    exercises(page: $page, size: $size, search: $search) {\n      content {\n        ...ExerciseFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query ExercisesPage($page: Int!, $size: Int!, $search: String) {\n    exercises(page: $page, size: $size, search: $search) {\n      content {\n        ...ExerciseFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Exercise($id: Int!) {\n    exercise(id: $id) {\n      ...ExerciseFields\n    }\n  }\n"): (typeof documents)["\n  query Exercise($id: Int!) {\n    exercise(id: $id) {\n      ...ExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllExercises {\n    allExercises {\n      ...ExerciseFields\n    }\n  }\n"): (typeof documents)["\n  query AllExercises {\n    allExercises {\n      ...ExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExercise($input: ExerciseInput!) {\n    createExercise(input: $input) {\n      ...ExerciseFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateExercise($input: ExerciseInput!) {\n    createExercise(input: $input) {\n      ...ExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExercise($id: Int!, $input: ExerciseInput!) {\n    updateExercise(id: $id, input: $input) {\n      ...ExerciseFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExercise($id: Int!, $input: ExerciseInput!) {\n    updateExercise(id: $id, input: $input) {\n      ...ExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExercise($id: Int!) {\n    deleteExercise(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExercise($id: Int!) {\n    deleteExercise(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExerciseTagOptions {\n    allTags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ExerciseTagOptions {\n    allTags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment FoodFields on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query FoodsPage($page: Int!, $size: Int!, $search: String) {\n    foods(page: $page, size: $size, search: $search) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  query Food($id: Int!) {\n    food(id: $id) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFood($input: FoodInput!) {\n    createFood(input: $input) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFood($id: Int!, $input: FoodInput!) {\n    updateFood(id: $id, input: $input) {\n      ...FoodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFood($id: Int!) {\n    deleteFood(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoodPicker($size: Int!, $search: String, $countAtMost: Int) {\n    foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query FoodPicker($size: Int!, $search: String, $countAtMost: Int) {\n    foods(page: 0, size: $size, search: $search, countAtMost: $countAtMost) {\n      content {\n        ...FoodFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MacroAmounts on Macros {\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment MacroAmounts on Macros {\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealEntryFields on MealEntry {\n    id\n    mealId\n    quantity\n    food {\n      id\n      name\n      unit\n    }\n    recipe {\n      id\n      name\n      unit\n    }\n    macros {\n      ...MacroAmounts\n    }\n  }\n"): (typeof documents)["\n  fragment MealEntryFields on MealEntry {\n    id\n    mealId\n    quantity\n    food {\n      id\n      name\n      unit\n    }\n    recipe {\n      id\n      name\n      unit\n    }\n    macros {\n      ...MacroAmounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealFields on Meal {\n    id\n    dailyMealId\n    name\n    orderNumber\n    entries {\n      ...MealEntryFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n"): (typeof documents)["\n  fragment MealFields on Meal {\n    id\n    dailyMealId\n    name\n    orderNumber\n    entries {\n      ...MealEntryFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DailyMealFields on DailyMeal {\n    id\n    date\n    meals {\n      ...MealFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n"): (typeof documents)["\n  fragment DailyMealFields on DailyMeal {\n    id\n    date\n    meals {\n      ...MealFields\n    }\n    totals {\n      ...MacroAmounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyMeal($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      ...DailyMealFields\n    }\n  }\n"): (typeof documents)["\n  query DailyMeal($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      ...DailyMealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayTotals($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      id\n      date\n      totals {\n        ...MacroAmounts\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayTotals($date: LocalDate!) {\n    dailyMeal(date: $date) {\n      id\n      date\n      totals {\n        ...MacroAmounts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealInfoFields on MealInfo {\n    id\n    mealsPerDay\n    mealNames {\n      id\n      orderNumber\n      name\n    }\n    goals {\n      calories\n      carbohydrates\n      proteins\n      fats\n    }\n  }\n"): (typeof documents)["\n  fragment MealInfoFields on MealInfo {\n    id\n    mealsPerDay\n    mealNames {\n      id\n      orderNumber\n      name\n    }\n    goals {\n      calories\n      carbohydrates\n      proteins\n      fats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealInfo {\n    mealInfo {\n      ...MealInfoFields\n    }\n  }\n"): (typeof documents)["\n  query MealInfo {\n    mealInfo {\n      ...MealInfoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryFoodOption on Food {\n    id\n    name\n    unit\n    serving\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment EntryFoodOption on Food {\n    id\n    name\n    unit\n    serving\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryRecipeOption on Recipe {\n    id\n    name\n    unit\n    serving\n    ingredients {\n      id\n      quantity\n      food {\n        ...EntryFoodOption\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EntryRecipeOption on Recipe {\n    id\n    name\n    unit\n    serving\n    ingredients {\n      id\n      quantity\n      food {\n        ...EntryFoodOption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealEntryRecipes {\n    allRecipes {\n      ...EntryRecipeOption\n    }\n  }\n"): (typeof documents)["\n  query MealEntryRecipes {\n    allRecipes {\n      ...EntryRecipeOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryFood($id: Int!) {\n    food(id: $id) {\n      ...EntryFoodOption\n    }\n  }\n"): (typeof documents)["\n  query EntryFood($id: Int!) {\n    food(id: $id) {\n      ...EntryFoodOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDay($date: LocalDate!) {\n    startDay(date: $date) {\n      ...DailyMealFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartDay($date: LocalDate!) {\n    startDay(date: $date) {\n      ...DailyMealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMealEntry($mealId: Int!, $input: MealEntryInput!) {\n    addMealEntry(mealId: $mealId, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMealEntry($mealId: Int!, $input: MealEntryInput!) {\n    addMealEntry(mealId: $mealId, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMealEntry($id: Int!, $input: MealEntryInput!) {\n    updateMealEntry(id: $id, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMealEntry($id: Int!, $input: MealEntryInput!) {\n    updateMealEntry(id: $id, input: $input) {\n      entry {\n        ...MealEntryFields\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMealEntry($id: Int!) {\n    deleteMealEntry(id: $id) {\n      entry {\n        id\n        food {\n          id\n          name\n        }\n        recipe {\n          id\n          name\n        }\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMealEntry($id: Int!) {\n    deleteMealEntry(id: $id) {\n      entry {\n        id\n        food {\n          id\n          name\n        }\n        recipe {\n          id\n          name\n        }\n      }\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameMeals($input: RenameMealsInput!) {\n    renameMeals(input: $input) {\n      mealInfo {\n        ...MealInfoFields\n      }\n      dailyMeal {\n        ...DailyMealFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameMeals($input: RenameMealsInput!) {\n    renameMeals(input: $input) {\n      mealInfo {\n        ...MealInfoFields\n      }\n      dailyMeal {\n        ...DailyMealFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMacroGoals($input: MacroGoalsInput!, $date: LocalDate!) {\n    updateMacroGoals(input: $input, date: $date) {\n      ...MealInfoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMacroGoals($input: MacroGoalsInput!, $date: LocalDate!) {\n    updateMacroGoals(input: $input, date: $date) {\n      ...MealInfoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyDay($from: LocalDate!, $to: LocalDate!) {\n    copyDay(from: $from, to: $to) {\n      ...DailyMealFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyDay($from: LocalDate!, $to: LocalDate!) {\n    copyDay(from: $from, to: $to) {\n      ...DailyMealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyMeal($fromMealId: Int!, $toMealId: Int!) {\n    copyMeal(fromMealId: $fromMealId, toMealId: $toMealId) {\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CopyMeal($fromMealId: Int!, $toMealId: Int!) {\n    copyMeal(fromMealId: $fromMealId, toMealId: $toMealId) {\n      meal {\n        ...MealFields\n      }\n      dailyMeal {\n        id\n        totals {\n          ...MacroAmounts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentMealSources($today: LocalDate!) {\n    recentMealSources(today: $today) {\n      uses\n      lastUsed\n      food {\n        ...EntryFoodOption\n      }\n      recipe {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentMealSources($today: LocalDate!) {\n    recentMealSources(today: $today) {\n      uses\n      lastUsed\n      food {\n        ...EntryFoodOption\n      }\n      recipe {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DietProgress($from: LocalDate!, $to: LocalDate!) {\n    dietProgress(from: $from, to: $to) {\n      from\n      to\n      daysInRange\n      daysLogged\n      averages {\n        ...MacroAmounts\n      }\n      days {\n        date\n        logged\n        totals {\n          ...MacroAmounts\n        }\n        goals {\n          calories\n          carbohydrates\n          proteins\n          fats\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DietProgress($from: LocalDate!, $to: LocalDate!) {\n    dietProgress(from: $from, to: $to) {\n      from\n      to\n      daysInRange\n      daysLogged\n      averages {\n        ...MacroAmounts\n      }\n      days {\n        date\n        logged\n        totals {\n          ...MacroAmounts\n        }\n        goals {\n          calories\n          carbohydrates\n          proteins\n          fats\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BodyWeightFields on BodyWeight {\n    id\n    date\n    weight\n  }\n"): (typeof documents)["\n  fragment BodyWeightFields on BodyWeight {\n    id\n    date\n    weight\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BodyWeightTrendFields on BodyWeightTrend {\n    latest {\n      ...BodyWeightFields\n    }\n    previous {\n      ...BodyWeightFields\n    }\n    change\n  }\n"): (typeof documents)["\n  fragment BodyWeightTrendFields on BodyWeightTrend {\n    latest {\n      ...BodyWeightFields\n    }\n    previous {\n      ...BodyWeightFields\n    }\n    change\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BodyWeights($from: LocalDate!, $to: LocalDate!) {\n    bodyWeights(from: $from, to: $to) {\n      ...BodyWeightFields\n    }\n  }\n"): (typeof documents)["\n  query BodyWeights($from: LocalDate!, $to: LocalDate!) {\n    bodyWeights(from: $from, to: $to) {\n      ...BodyWeightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BodyWeightTrend($today: LocalDate!) {\n    bodyWeightTrend(today: $today) {\n      ...BodyWeightTrendFields\n    }\n  }\n"): (typeof documents)["\n  query BodyWeightTrend($today: LocalDate!) {\n    bodyWeightTrend(today: $today) {\n      ...BodyWeightTrendFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBodyWeight($input: BodyWeightInput!, $today: LocalDate!) {\n    setBodyWeight(input: $input, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetBodyWeight($input: BodyWeightInput!, $today: LocalDate!) {\n    setBodyWeight(input: $input, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBodyWeight($id: Int!, $today: LocalDate!) {\n    deleteBodyWeight(id: $id, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBodyWeight($id: Int!, $today: LocalDate!) {\n    deleteBodyWeight(id: $id, today: $today) {\n      bodyWeight {\n        ...BodyWeightFields\n      }\n      trend {\n        ...BodyWeightTrendFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"): (typeof documents)["\n  fragment RecipeFood on Food {\n    id\n    name\n    serving\n    unit\n    carbohydrates\n    proteins\n    fats\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeRow on Recipe {\n    id\n    name\n    serving\n    unit\n    perServing {\n      carbohydrates\n      proteins\n      fats\n      calories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeDetail on Recipe {\n    ...RecipeRow\n    ingredients {\n      id\n      quantity\n      food {\n        ...RecipeFood\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query RecipesPage($page: Int!, $size: Int!, $search: String) {\n    recipes(page: $page, size: $size, search: $search) {\n      content {\n        ...RecipeRow\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  query Recipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      ...RecipeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoutineRow on Routine {\n    id\n    name\n    description\n    goal\n    weekFrequency\n    isActive\n  }\n"): (typeof documents)["\n  fragment RoutineRow on Routine {\n    id\n    name\n    description\n    goal\n    weekFrequency\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionExerciseFields on SessionExercise {\n    id\n    sessionId\n    sets\n    repetitions\n    restSeconds\n    exercise {\n      ...ExerciseFields\n    }\n  }\n"): (typeof documents)["\n  fragment SessionExerciseFields on SessionExercise {\n    id\n    sessionId\n    sets\n    repetitions\n    restSeconds\n    exercise {\n      ...ExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Session {\n    id\n    routineId\n    orderNumber\n    description\n    isCurrent\n    exercises {\n      ...SessionExerciseFields\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on Session {\n    id\n    routineId\n    orderNumber\n    description\n    isCurrent\n    exercises {\n      ...SessionExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoutineDetail on Routine {\n    ...RoutineRow\n    sessions {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  fragment RoutineDetail on Routine {\n    ...RoutineRow\n    sessions {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutinesPage($page: Int!, $size: Int!, $search: String) {\n    routines(page: $page, size: $size, search: $search) {\n      content {\n        ...RoutineRow\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query RoutinesPage($page: Int!, $size: Int!, $search: String) {\n    routines(page: $page, size: $size, search: $search) {\n      content {\n        ...RoutineRow\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Routine($id: Int!) {\n    routine(id: $id) {\n      ...RoutineDetail\n    }\n  }\n"): (typeof documents)["\n  query Routine($id: Int!) {\n    routine(id: $id) {\n      ...RoutineDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveRoutine {\n    activeRoutine {\n      ...RoutineDetail\n    }\n  }\n"): (typeof documents)["\n  query ActiveRoutine {\n    activeRoutine {\n      ...RoutineDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoutine($input: RoutineInput!) {\n    createRoutine(input: $input) {\n      ...RoutineDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoutine($input: RoutineInput!) {\n    createRoutine(input: $input) {\n      ...RoutineDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoutine($id: Int!, $input: RoutineInput!) {\n    updateRoutine(id: $id, input: $input) {\n      ...RoutineDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoutine($id: Int!, $input: RoutineInput!) {\n    updateRoutine(id: $id, input: $input) {\n      ...RoutineDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoutine($id: Int!) {\n    deleteRoutine(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoutine($id: Int!) {\n    deleteRoutine(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSession($id: Int!, $description: String!) {\n    updateSession(id: $id, description: $description) {\n      id\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSession($id: Int!, $description: String!) {\n    updateSession(id: $id, description: $description) {\n      id\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSessionExercise($sessionId: Int!, $input: SessionExerciseInput!) {\n    addSessionExercise(sessionId: $sessionId, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSessionExercise($sessionId: Int!, $input: SessionExerciseInput!) {\n    addSessionExercise(sessionId: $sessionId, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSessionExercise($id: Int!, $input: SessionExerciseInput!) {\n    updateSessionExercise(id: $id, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSessionExercise($id: Int!, $input: SessionExerciseInput!) {\n    updateSessionExercise(id: $id, input: $input) {\n      ...SessionExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSessionExercise($id: Int!) {\n    deleteSessionExercise(id: $id) {\n      id\n      sessionId\n      exercise {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSessionExercise($id: Int!) {\n    deleteSessionExercise(id: $id) {\n      id\n      sessionId\n      exercise {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSession($sessionId: Int!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      sessions {\n        id\n        isCurrent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSession($sessionId: Int!) {\n    completeSession(sessionId: $sessionId) {\n      id\n      sessions {\n        id\n        isCurrent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingHistory($routineId: Int!, $page: Int!) {\n    trainingHistory(routineId: $routineId, page: $page, size: 5) {\n      totalElements\n      content {\n        id\n        completedAt\n        sessionDescription\n        workout {\n          ...WorkoutSummary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingHistory($routineId: Int!, $page: Int!) {\n    trainingHistory(routineId: $routineId, page: $page, size: 5) {\n      totalElements\n      content {\n        id\n        completedAt\n        sessionDescription\n        workout {\n          ...WorkoutSummary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagFields on Tag {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment TagFields on Tag {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagsPage($page: Int!, $size: Int!, $search: String) {\n    tags(page: $page, size: $size, search: $search) {\n      content {\n        ...TagFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query TagsPage($page: Int!, $size: Int!, $search: String) {\n    tags(page: $page, size: $size, search: $search) {\n      content {\n        ...TagFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tag($id: Int!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query Tag($id: Int!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: Int!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: Int!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: Int!) {\n    deleteTag(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: Int!) {\n    deleteTag(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllTagsInCache {\n    allTags {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query AllTagsInCache {\n    allTags {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutSummary on Workout {\n    id\n    durationSeconds\n    volume\n    exercises {\n      id\n      note\n      exercise {\n        id\n        name\n      }\n      sets {\n        id\n        weight\n        reps\n        setType\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkoutSummary on Workout {\n    id\n    durationSeconds\n    volume\n    exercises {\n      id\n      note\n      exercise {\n        id\n        name\n      }\n      sets {\n        id\n        weight\n        reps\n        setType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExerciseRecords($exerciseId: Int!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n    }\n    exerciseRecords(exerciseId: $exerciseId) {\n      exerciseId\n      heaviestWeight {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestEstimatedOneRepMax {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestVolume {\n        workoutId\n        achievedAt\n        volume\n      }\n      mostRepsAtWeight(size: 10) {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExerciseRecords($exerciseId: Int!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n    }\n    exerciseRecords(exerciseId: $exerciseId) {\n      exerciseId\n      heaviestWeight {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestEstimatedOneRepMax {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n      bestVolume {\n        workoutId\n        achievedAt\n        volume\n      }\n      mostRepsAtWeight(size: 10) {\n        setId\n        workoutId\n        achievedAt\n        weight\n        reps\n        estimatedOneRepMax\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) {\n    exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) {\n      totalElements\n      content {\n        workoutExerciseId\n        workoutId\n        title\n        startedAt\n        note\n        sets {\n          id\n          position\n          weight\n          reps\n          setType\n          rpe\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) {\n    exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) {\n      totalElements\n      content {\n        workoutExerciseId\n        workoutId\n        title\n        startedAt\n        note\n        sets {\n          id\n          position\n          weight\n          reps\n          setType\n          rpe\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExerciseProgress($exerciseId: Int!, $from: DateTimeISO, $size: Int!) {\n    exerciseProgress(exerciseId: $exerciseId, from: $from, size: $size) {\n      workoutId\n      startedAt\n      heaviestWeight\n      estimatedOneRepMax\n      volume\n    }\n  }\n"): (typeof documents)["\n  query ExerciseProgress($exerciseId: Int!, $from: DateTimeISO, $size: Int!) {\n    exerciseProgress(exerciseId: $exerciseId, from: $from, size: $size) {\n      workoutId\n      startedAt\n      heaviestWeight\n      estimatedOneRepMax\n      volume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutSetFields on WorkoutSet {\n    id\n    workoutExerciseId\n    position\n    weight\n    reps\n    setType\n    rpe\n    completedAt\n    done\n  }\n"): (typeof documents)["\n  fragment WorkoutSetFields on WorkoutSet {\n    id\n    workoutExerciseId\n    position\n    weight\n    reps\n    setType\n    rpe\n    completedAt\n    done\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTimerFields on RestTimer {\n    workoutExerciseId\n    startedAt\n    endsAt\n    serverTime\n  }\n"): (typeof documents)["\n  fragment RestTimerFields on RestTimer {\n    workoutExerciseId\n    startedAt\n    endsAt\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutExerciseFields on WorkoutExercise {\n    id\n    workoutId\n    position\n    plannedSets\n    plannedReps\n    restSeconds\n    skipped\n    note\n    addedToWorkout\n    exercise {\n      id\n      name\n    }\n    sets {\n      ...WorkoutSetFields\n    }\n    lastTime {\n      workoutId\n      startedAt\n      sets {\n        id\n        position\n        weight\n        reps\n        setType\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkoutExerciseFields on WorkoutExercise {\n    id\n    workoutId\n    position\n    plannedSets\n    plannedReps\n    restSeconds\n    skipped\n    note\n    addedToWorkout\n    exercise {\n      id\n      name\n    }\n    sets {\n      ...WorkoutSetFields\n    }\n    lastTime {\n      workoutId\n      startedAt\n      sets {\n        id\n        position\n        weight\n        reps\n        setType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutFields on Workout {\n    id\n    title\n    routineId\n    sessionId\n    startedAt\n    finishedAt\n    inProgress\n    durationSeconds\n    notes\n    volume\n    serverTime\n    restTimer {\n      ...RestTimerFields\n    }\n    exercises {\n      ...WorkoutExerciseFields\n    }\n  }\n"): (typeof documents)["\n  fragment WorkoutFields on Workout {\n    id\n    title\n    routineId\n    sessionId\n    startedAt\n    finishedAt\n    inProgress\n    durationSeconds\n    notes\n    volume\n    serverTime\n    restTimer {\n      ...RestTimerFields\n    }\n    exercises {\n      ...WorkoutExerciseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkoutInProgress {\n    workoutInProgress {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  query WorkoutInProgress {\n    workoutInProgress {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workout($id: Int!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  query Workout($id: Int!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartWorkout($sessionId: Int!) {\n    startWorkout(sessionId: $sessionId) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartWorkout($sessionId: Int!) {\n    startWorkout(sessionId: $sessionId) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkoutSet($id: Int!, $input: WorkoutSetInput!) {\n    updateWorkoutSet(id: $id, input: $input) {\n      ...WorkoutSetFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkoutSet($id: Int!, $input: WorkoutSetInput!) {\n    updateWorkoutSet(id: $id, input: $input) {\n      ...WorkoutSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteWorkoutSet($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) {\n    completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) {\n      set {\n        ...WorkoutSetFields\n      }\n      workout {\n        id\n        serverTime\n        restTimer {\n          ...RestTimerFields\n        }\n      }\n      recordsBeaten {\n        kind\n        value\n        previous\n        weight\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteWorkoutSet($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) {\n    completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) {\n      set {\n        ...WorkoutSetFields\n      }\n      workout {\n        id\n        serverTime\n        restTimer {\n          ...RestTimerFields\n        }\n      }\n      recordsBeaten {\n        kind\n        value\n        previous\n        weight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UncompleteWorkoutSet($id: Int!) {\n    uncompleteWorkoutSet(id: $id) {\n      ...WorkoutSetFields\n    }\n  }\n"): (typeof documents)["\n  mutation UncompleteWorkoutSet($id: Int!) {\n    uncompleteWorkoutSet(id: $id) {\n      ...WorkoutSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWorkoutSet($workoutExerciseId: Int!) {\n    addWorkoutSet(workoutExerciseId: $workoutExerciseId) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddWorkoutSet($workoutExerciseId: Int!) {\n    addWorkoutSet(workoutExerciseId: $workoutExerciseId) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkoutSet($id: Int!) {\n    removeWorkoutSet(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWorkoutSet($id: Int!) {\n    removeWorkoutSet(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipWorkoutExercise($id: Int!, $skipped: Boolean!) {\n    skipWorkoutExercise(id: $id, skipped: $skipped) {\n      id\n      exercises {\n        id\n        skipped\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SkipWorkoutExercise($id: Int!, $skipped: Boolean!) {\n    skipWorkoutExercise(id: $id, skipped: $skipped) {\n      id\n      exercises {\n        id\n        skipped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkoutExerciseNote($id: Int!, $note: String) {\n    setWorkoutExerciseNote(id: $id, note: $note) {\n      id\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation SetWorkoutExerciseNote($id: Int!, $note: String) {\n    setWorkoutExerciseNote(id: $id, note: $note) {\n      id\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWorkoutExercise($workoutId: Int!, $input: AddWorkoutExerciseInput!) {\n    addWorkoutExercise(workoutId: $workoutId, input: $input) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddWorkoutExercise($workoutId: Int!, $input: AddWorkoutExerciseInput!) {\n    addWorkoutExercise(workoutId: $workoutId, input: $input) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkoutExercise($id: Int!) {\n    removeWorkoutExercise(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWorkoutExercise($id: Int!) {\n    removeWorkoutExercise(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendRest($workoutId: Int!, $seconds: Int!) {\n    extendRest(workoutId: $workoutId, seconds: $seconds) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendRest($workoutId: Int!, $seconds: Int!) {\n    extendRest(workoutId: $workoutId, seconds: $seconds) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipRest($workoutId: Int!) {\n    skipRest(workoutId: $workoutId) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SkipRest($workoutId: Int!) {\n    skipRest(workoutId: $workoutId) {\n      id\n      serverTime\n      restTimer {\n        ...RestTimerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishWorkout($id: Int!, $notes: String) {\n    finishWorkout(id: $id, notes: $notes) {\n      workout {\n        ...WorkoutFields\n      }\n      routine {\n        id\n        sessions {\n          id\n          isCurrent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishWorkout($id: Int!, $notes: String) {\n    finishWorkout(id: $id, notes: $notes) {\n      workout {\n        ...WorkoutFields\n      }\n      routine {\n        id\n        sessions {\n          id\n          isCurrent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardWorkout($id: Int!) {\n    discardWorkout(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardWorkout($id: Int!) {\n    discardWorkout(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkout($id: Int!) {\n    deleteWorkout(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWorkout($id: Int!) {\n    deleteWorkout(id: $id) {\n      id\n      title\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;