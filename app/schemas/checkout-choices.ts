// The checkout form's fixed values, shared by its schema and its page: plain values, so the
// page's script carries no validation library.

/** The address choice that means "the new address typed below". */
export const NEW_ADDRESS = "new";
/** The checkout form's second submit: price the choices without placing the order. */
export const CHECKOUT_INTENT = "intent";
export const UPDATE_TOTALS = "totals";

/** The purchase form's address choice that means "the address and phone typed in its own fields". */
export const TYPED_ADDRESS = "typed";
