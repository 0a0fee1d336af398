/** What deleting a routine takes with it, said before it happens (routine list and edit page). */
export function RoutineDeletionWarning({ weekFrequency }: { weekFrequency: number }) {
  return (
    <p>
      Its {weekFrequency === 1 ? 'session' : `${weekFrequency} sessions`}, their exercises and the routine's training history are deleted
      with it. The workouts you logged stay, with their sets. This cannot be undone.
    </p>
  );
}
