// The admin tables' rows carry ids, so an action done on a row can return to it: the list's
// address with the row's id as its fragment (`returnToRow`), with JavaScript or without. The
// catalogue's cards carry them too, for "Add to cart" to come back to.

export type RowKind = "order" | "tool" | "user" | "return";

/** The id of a table row, e.g. `order-65f0…`; also the fragment that opens the list at it. */
export const rowId = (kind: RowKind, id: string) => `${kind}-${id}`;
