/** What deleting a recipe takes with it, said before it happens (recipe list). */
export function RecipeDeletionWarning() {
  return (
    <p>
      Its ingredients (the foods and their quantities in this recipe) are deleted with it. The foods themselves stay. This cannot be undone.
    </p>
  );
}
