/** Which way an admin moves an item of an ordered list (a picture, an accessory). */
export const MOVES = ["up", "down"] as const;
export type Move = (typeof MOVES)[number];

/**
 * The list with `id` swapped with its neighbour above or below; null when it is not in the list
 * or is already at that end (nothing to write).
 */
export function movedInList<Id>(ids: readonly Id[], id: Id, move: Move): Id[] | null {
  const from = ids.indexOf(id);
  const to = move === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
