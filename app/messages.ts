// The spec's texts, verbatim (typos included: they are the product's words).
export const messages = {
  orderPlaced: "Order Placed Successfully",
  reviewAdded: "Review Added Succesfull",
  productAdded: "Product Added Successfull",
  productDeleted: "Product Delete Successfull",
  orderShipped: "Order Shiffted",
  madeAdmin: "Make Admin Successfull",
  paymentSucceeded: "Congratulation, Your Payment is Successful",
  confirmCancelOrder: (product: string, qyt: number) =>
    `Are You Sure Want To Cancel ${product}- ${qyt} Pcs Order`,
  confirmDelete: (name: string) => `Are You Sure Want To Delete ${name}`,
} as const;

// Texts the shop says in more than one place (pages, the JSON API and its OpenAPI document,
// schemas on both sides): one wording, changed once.
export const sharedTexts = {
  required: "This field is required",
  wholeNumber: "Enter a whole number",
  overStock: "You Can Not Order More Than Stock",
  formUnreadable: "The form could not be read. Please send it again.",
  searchTooLong: "Search for at most 100 characters",
  controlCharacter: "Remove the control characters (such as NUL) from this text",
  nameWithWebAddress: "A name can't contain a web address",
  oneLine: "Write this on one line, without tabs or line breaks",
  chooseImageAgain: "Choose the picture again",
  googleNotSetUp: "Google sign-in is not set up",
  noUserWithEmail: "No user has that email",
  noUserWithId: "No user has that id",
  orderAlreadyPaid: "This order is already paid",
  onlyPaidOrdersShip: "Only a paid order that has not shipped can be shipped",
} as const;

// The address book, shipping methods, sales tax and the cart (issue 37): one wording each, for
// pages, the JSON API and its OpenAPI document.
export const checkoutTexts = {
  usState: "Choose a US state (two letters, like OH)",
  zip: "Enter a ZIP code of 5 digits, or 5 and 4 (like 45402 or 45402-1234)",
  ratePercent: "Enter a rate from 0 to 100 percent, with at most two decimals (like 5.75)",
  cartFull: "Your cart is full: remove a line before adding another tool",
  toolGone: "This tool is no longer sold",
  emptyCart: "Your cart is empty",
  noSuchAddress: "Choose one of your saved addresses",
  noSuchShippingMethod: "Choose a shipping method",
  shippingMethodNameTaken: "A shipping method already has that name",
  orderTooLarge: (most: string) =>
    `An order can come to at most ${most}, shipping and tax included: split it into several orders`,
} as const;

// Promotions (issue 49): discount codes and offers that apply by themselves. Amounts and dates
// are given already formatted.
export const promotionTexts = {
  codeLabel: "Discount code",
  apply: "Apply",
  remove: "Remove",
  discount: "Discount",
  codeApplied: (code: string) => `Discount code ${code} applied`,
  codeRemoved: "Discount code removed",
  codeFormat: "Enter a code of 1 to 40 letters, digits, dashes or underscores",
  noSuchCode: (code: string) => `There is no discount code ${code}`,
  codePaused: "This code is paused",
  notYet: (from: string) => `This code can be used from ${from}`,
  expired: (on: string) => `This code expired on ${on}`,
  usedUp: "This code has been used up",
  usedByYou: "You have already used this code as often as it allows",
  needsMinimum: (minimum: string) => `This code needs an order of ${minimum} or more`,
  coversNothing: "This code does not apply to anything in your cart",
  offerGivesMore: (offer: string) =>
    `${offer} gives you more than this code, so it applies instead: you get the better of the two`,
  signInForCode: "Sign in to use a discount code",
  freeShipping: "Free shipping",
  percentOff: (percent: string) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  // The admins' side.
  screen: {
    title: "Promotions",
    empty: "No promotions yet.",
    add: {
      heading: "Add a promotion",
      note: "With a code, buyers type it in the cart or at checkout; without one, it applies by itself.",
      submit: "Add promotion",
      pendingText: "Adding…",
    },
    edit: {
      note: "A change applies to orders placed from now on; orders placed keep what they were given.",
    },
  },
  percentValue: "Enter a percentage from 0.01 to 100, with at most two decimals (like 12.5)",
  amountValue: "Enter the amount off in dollars, like 25 or 25.50",
  endsBeforeStart: "The end must come after the start",
  dateOrInstant: "Enter a date like 2026-12-31, or a time like 2026-12-31T17:00:00Z",
  unknownCategory: (slug: string) => `There is no category ${slug}`,
  unknownTool: (tool: string) => `There is no tool ${tool}`,
  codeTaken: "Another promotion has this code",
  noSuchPromotion: "No such promotion",
  added: (name: string) => `Promotion ${name} added`,
  saved: (name: string) => `Promotion ${name} saved`,
  paused: (name: string) => `Promotion ${name} paused`,
  resumed: (name: string) => `Promotion ${name} resumed`,
  deleted: (name: string) => `Promotion ${name} deleted`,
  confirmDelete: (name: string, orders: number) =>
    `Delete the promotion ${name}?${orders ? ` Its ${orders === 1 ? "order keeps" : `${orders} orders keep`} the discount given.` : ""}`,
} as const;

// The delivery date (issue 47): a promise the chosen shipping method can keep. Dates are given
// already formatted (formatDate in app/utils/dates.ts).
export const deliveryDateTexts = {
  /** A date before the method's earliest, refused on the date field (pages and the API). */
  tooEarly: (method: string, earliest: string) =>
    `${method} delivers on ${earliest} at the earliest`,
  /** Beside each shipping method to choose from. */
  deliversFrom: (earliest: string) => `Delivers from ${earliest}`,
  /** The date field's hint where a shipping method is chosen (the checkout, a quote's accept). */
  byMethodHint: (latest: string) =>
    `The day you want the tools delivered: the chosen shipping method's first day (beside it above) or later, up to ${latest}.`,
  /**
   * The spec's purchase form: to an address typed in there is no shipping method, so from today;
   * to a saved address (`byMethod`: the page offers them), from the chosen method's first day.
   */
  fromTodayHint: (today: string, latest: string, byMethod: boolean) =>
    `The day you want the tools delivered: from today (${today}) to ${latest}${byMethod ? "; to a saved address, from the chosen shipping method's first day" : ""}.`,
} as const;

// The address book (issue 37): its page and the JSON API say the same.
export const addressBookTexts = {
  bookFull: (max: number) =>
    `Your address book is full (${max} addresses): delete one before adding another`,
  addressSaved: "Address saved",
  addressDeleted: "Address deleted",
  noSuchAddress: "No such address in your address book",
  // Issue 47: one entry may be the billing address, which invoices bill.
  billingAddress: "Billing address",
  billingSet: (name: string) => `Invoices now bill ${name}`,
  billingCleared: "No billing address: invoices bill the delivery address",
} as const;

// The admin's shipping methods and sales tax pages (issue 37); each screen's own words are an
// AdminScreenTexts (app/components/admin-list.tsx).
export const shippingTaxTexts = {
  shippingScreen: {
    title: "Shipping methods",
    empty: "No shipping methods yet: checkout needs at least one.",
    add: { heading: "Add a shipping method", submit: "Add method" },
    edit: { note: "Orders already placed keep the name and price they were charged." },
  },
  taxScreen: {
    title: "Sales tax",
    caption: "Sales tax rates",
    empty: "No state has a sales tax rate yet.",
    add: {
      heading: "Set a state's rate",
      note: "A state that has a rate gets the new one.",
      submit: "Save rate",
      pendingText: "Saving…",
    },
  },
  /** A method's days in transit as its row shows them: business days, weekends not counted. */
  daysInTransit: (days: number) =>
    days === 0 ? "Same day" : `${days} business day${days === 1 ? "" : "s"}`,
  shippingMethodAdded: (name: string) => `${name} added`,
  shippingMethodSaved: (name: string) => `${name} saved`,
  shippingMethodDeleted: (name: string) => `${name} deleted`,
  noSuchShippingMethod: "That shipping method no longer exists.",
  taxRateSet: (state: string) => `Sales tax for ${state} saved`,
  taxRateRemoved: (state: string) => `${state} no longer has a sales tax rate`,
  noTaxRate: "That state has no sales tax rate.",
} as const;

// The cart's own words (issue 37): its pages and toasts.
export const cartTexts = {
  /** Said where "Add to cart" was pressed: how many of which tool, as a list has many. */
  added: (qyt: number, name: string | undefined) =>
    `Added ${qyt.toLocaleString("en-US")}${name ? ` × ${name}` : ""} to your cart`,
  updated: "Cart updated",
  removed: "Removed from cart",
  priceChanged: (was: string, now: string) => `Price changed from ${was} to ${now}`,
} as const;

// An idempotency key sent again with another request (issue 45): the API names the key (its
// header or field), a form says what to do.
export const idempotencyTexts = {
  keyReused: (name: string, key: string) =>
    `${name} ${key} was already used with a different request`,
  formSentBefore: "This form was already sent with other values: reload the page to start again",
} as const;

// The checkout page, the receipt and "Order again" (issue 37).
export const checkoutPageTexts = {
  blockedLines: "Change the lines marked below in your cart before you check out",
  addressBookFull: "Your address book is full: choose one of your saved addresses",
  taxFromAddress: "Calculated from the address",
  lineShort: (name: string, message: string) => `${name}: ${message}`,
  /** The totals are not those the page showed (issue 45): the page shows today's. */
  pricesChanged: "Prices changed: review your order",
  reordered: "Its lines are in your cart at today's prices",
  nothingReordered: "None of its tools can be ordered today",
} as const;

// Returns (issue 38): the customer's request, the admin's decisions, the pages and the JSON API.
export const returnTexts = {
  requested: "Return requested: we will write when we have looked at it",
  approved: "Return approved: the customer is mailed where to send it",
  rejected: "Return rejected: the customer is mailed why",
  received: "Return received: its lines are refunded",
  noSuchReturn: "No such return",
  notShipped: "Only an order that has shipped can be returned",
  windowPassed: (days: number) =>
    `Returns are accepted within ${days} days of shipping, and that time has passed for this order`,
  refundedInFull: "This order has been refunded in full: there is nothing left to return",
  noLines: "Choose at least one piece to return",
  sameToolTwice: "Name each tool once",
  notInOrder: "That tool is not part of this order",
  tooMany: (name: string, most: number) =>
    most === 0
      ? `All of ${name} is already being returned`
      : `You can return at most ${most} of ${name}`,
  bringsNothingBack: (lines: string, kept: number, price: string) =>
    `Returning ${lines} would refund nothing: the ${kept} you keep cost ${price} each at the price for ${kept}, all that was paid for them`,
  noteRequired: "Say why the return is rejected: the customer is told",
  cannotDecide: (decision: "approved" | "rejected" | "received", current: string) =>
    decision === "received"
      ? `Only an approved return can be marked received; this one is ${current.toLowerCase()}`
      : decision === "rejected"
        ? `Only a requested return, or an approved one that can no longer be refunded in full, can be rejected; this one is ${current.toLowerCase()}`
        : `Only a requested return can be ${decision}; this one is ${current.toLowerCase()}`,
  nothingLeftToRefund:
    "Nothing is left to refund of this return (its pieces or the order's money went back already): reject it with a note",
  stillRefundable:
    "This return can still be refunded in full: mark it received when the parcel arrives",
  beingRefunded: "This return is being refunded: it can no longer be rejected",
  receivedInPart: (amount: string, lines: string) =>
    `Only part of this return was left to refund: ${amount} for ${lines}`,
} as const;

// Refunds (issue 38): the refund page, the JSON API and its OpenAPI document say the same.
export const refundTexts = {
  noSuchOrder: "No such order",
  notPaid: "Only a paid order can be refunded.",
  nothingLeft: "Nothing is left to refund of this order.",
  amountAboveZero: "Enter an amount above zero, in whole cents",
  amountOverLeft: (left: string) => `At most ${left} is left to refund`,
  notALine: "Choose lines of this order",
  lineTwice: "Name each line once",
  lineOverLeft: (left: number, name: string) => `At most ${left} × ${name} can still be refunded`,
  lineHeldByReturns: (free: number, name: string, held: number) =>
    `At most ${free} × ${name} can be refunded by lines: ${held} are in a return that is still open (receive or reject it first)`,
  bringsNothingBack: (qyt: number, name: string, kept: number, price: string) =>
    `Giving back ${qyt} × ${name} refunds nothing: the ${kept} kept cost ${price} each at the price for ${kept}, all that was paid for the line`,
  returnNotApproved: "This return is no longer approved: nothing was refunded.",
  chooseSomething: "Choose the pieces to give back, or enter an amount",
  shippedCannotCancel: "A shipped order cannot be cancelled: refund it instead.",
  providerFailed: (why: string) => `The payment provider did not make the refund: ${why}`,
  failedBefore: "This refund failed before; ask for it again as a new refund.",
  refunded: (amount: string) => `Refunded ${amount}`,
  cancelRefunds: (amount: string) =>
    `The order is paid: cancelling it refunds ${amount} to the customer and puts its stock back.`,
  cancelledAndRefunded: (amount: string) => `The order was cancelled and ${amount} refunded`,
  dashboardReason: "Refunded at the payment provider",
  cancelReason: "The shop cancelled the order",
  changedSinceReview:
    "This refund is not what it was when you looked (the order's money or pieces moved since): nothing was refunded. Here is what it does now.",
  formUsed:
    "This form already made a refund (see the order): open the refund page again for another one.",
} as const;

// Money is confirmed (issue 47): what the refund page and receiving a return show and ask before
// any money moves. The spec's own confirmations are `messages` above, unchanged.
export const moneyConfirmTexts = {
  question: (amount: string) => `Refund ${amount} to the customer's card?`,
  review: "Review refund",
  reviewing: "Counting…",
  reviewHint: "Nothing is refunded yet: the next step shows what the refund does and asks you.",
  confirm: "Confirm refund",
  confirming: "Refunding…",
  back: "Back",
  piecesBack: "Pieces given back",
  noPieces: "None: an amount only",
  lineBack: (line: string, amount: string) => `${line}: ${amount} of goods back`,
  kept: (qyt: number, price: string) => `the ${qyt} kept are re-priced at ${price} each`,
  refund: "Refund",
  taxShare: (amount: string) => `Their share of the sales tax: ${amount}`,
  amountEntered: "The amount entered, whatever pieces are chosen",
  cutToLeft: (left: string) => `Cut to ${left}: all that is left to refund of the order`,
  stock: "Stock",
  stockBack: (lines: string) => `${lines} go back on sale`,
  noStockBack: "Nothing goes back on sale",
  reason: "Reason",
  creditNote: "Credit note",
  creditNoteMade:
    "One is made and mailed to the customer with the refund. It takes the next credit-note number of its year (CN-YYYY-NNNNNN) when the refund goes through, so the numbers have no gaps.",
  leftAfter: (after: string, paid: string) => `${after} of the ${paid} paid`,
  leftAfterLabel: "Left to refund after this",
  receiveQuestion: (amount: string, lines: string, restock: boolean) =>
    `Refund ${amount} to the customer's card for the return of ${lines}? ${
      restock ? "It goes back on sale." : "Defective: it does not go back on sale."
    }`,
  receiveWhatIsLeft: (amount: string, lines: string, restock: boolean) =>
    `Refund ${amount}, what is left of the return of ${lines}, to the customer's card? ${
      restock ? "It goes back on sale." : "Defective: it does not go back on sale."
    }`,
  receiveCreditNote: "A credit note is made and mailed to the customer with the refund.",
  receiveChanged:
    "Receiving this return no longer refunds what you were shown (the order's money or pieces moved since): nothing was refunded. Here is what it refunds now.",
  receiveUnconfirmed: "Confirm the refund shown on this page: nothing was refunded.",
} as const;

// Invoices and credit notes (issue 38): their downloads' refusals and the links to them.
// Placing and paying (issue 47): an order placed from the cart or a quote is not confirmed until
// it is paid, so its toast says so; the spec's "Order Placed Successfully" stays the purchase
// page's, where the spec puts it, and its "Congratulation, ..." follows the payment.
export const paymentTexts = {
  placedToPay: (number: string) => `Order ${number} placed: pay to confirm it`,
  payAmount: (amount: string) => `Pay ${amount}`,
} as const;

// Pay on account (issue 48): the checkout's choice, the credit limit, payments, statements.
export const accountTexts = {
  payByCard: "Pay by card",
  payOnAccount: (terms: string) => `Pay on account (${terms.toLowerCase()})`,
  onAccountHint: (company: string, creditLeft: string) =>
    `Invoiced to ${company}; ${creditLeft} of credit left`,
  notOnAccount: "Your account cannot buy on account: choose to pay by card",
  overCredit: (creditLeft: string) =>
    `This order would take your company over its credit limit: ${creditLeft} of credit left`,
  placedOnAccount: (number: string, invoice: string, due: string) =>
    `Order ${number} placed on account: invoice ${invoice} is due ${due}`,
  noSuchCompany: "No such company",
  notInCompany: "Only a company's admins see its account",
  noSuchInvoice: (number: string) => `No invoice ${number} on this company's account`,
  nothingOwed: "Nothing is owed on these invoices",
  overpaid: (open: string) =>
    `This payment is more than the ${open} open on these invoices: record at most that`,
  paymentRecorded: (amount: string, company: string) =>
    `Payment of ${amount} from ${company} recorded`,
  referenceHint: "The bank transfer's or cheque's reference",
  statementTitle: "Statement of account",
  downloadStatement: "Download statement (PDF)",
} as const;

export const documentTexts = {
  invoiceNotYet: "The order has no invoice until it is paid",
  noSuchCreditNote: "No such credit note",
  downloadInvoice: "Download invoice (PDF)",
  quoteNotYet: "The quote has no PDF until it is priced and sent",
} as const;

// The accountant's exports (issue 38): the overview's form and the CSV downloads say the same.
export const booksTexts = {
  dayRequired: (name: string) => `${name} is required (a date like 2026-11-21)`,
  rangeTooLong: (days: number) => `Choose at most ${days} days, from and to included`,
} as const;

// Shipping with tracking (issue 38): the ship page, the JSON API and its OpenAPI document.
export const shipmentTexts = {
  carrier: "Choose UPS, FedEx, USPS or another carrier",
  trackingTooLong: (max: number) => `Use at most ${max} characters`,
  trackingCharacters: "Use letters, digits and punctuation only",
  carrierOfNumber: "Choose the carrier of this tracking number",
  numberOfCarrier: (carrier: string) =>
    `Enter the ${carrier} tracking number, or choose no carrier`,
} as const;

// A tool's pictures, variants and accessories (issue 39): the admin pages and their refusals.
export const catalogueExtrasTexts = {
  pictureAdded: "Picture added",
  pictureMoved: "Picture moved",
  pictureRemoved: "Picture removed",
  altSaved: "Alt text saved",
  galleryFull: (max: number) =>
    `A tool has at most ${max} pictures: remove one before adding another`,
  lastPicture: "A tool keeps at least one picture: add another before removing this one",
  noSuchPicture: "That picture is no longer in this tool's gallery",
  pictureOrAddress: "Choose a picture, or give the address of a picture of this shop",
  notBoth: "Choose a picture or give an address, not both",
  notShopPicture:
    "Give the address of a picture of this shop, like /uploads/….webp or /images/tools/….svg",
  confirmRemovePicture: "Are You Sure Want To Remove This Picture",
  familySaved: "Family saved",
  familyLeft: "The tool is in no family now",
  familyUnchanged: "The tool was already there",
  noSuchSku: (sku: string) => `No tool on sale has the part number ${sku}`,
  ownFamily: "Give the part number of another tool: a tool is always in its own family",
  accessoryAdded: (name: string) => `${name} goes with this tool now`,
  accessoryRemoved: "Accessory removed",
  accessoryMoved: "Accessory moved",
  ownAccessory: "A tool cannot be its own accessory",
  alreadyAccessory: "That tool already goes with this one",
  accessoriesFull: (max: number) =>
    `A tool lists at most ${max} accessories: remove one before adding another`,
  noSuchAccessory: "That accessory no longer goes with this tool",
} as const;

/** The catalogue's filters (issue 39): what a query string that cannot be searched is told. */
export const catalogueTexts = {
  priceBound: (name: string) => `${name} is a price in dollars, like 18 or 18.50`,
  inStockFlag: "inStock is 1 (tools that can be ordered now) or left out",
  tooManyFilters: (max: number) => `Filter by at most ${max} specification values at once`,
  unknownCategory: "There is no such category",
  unknownFilter: (name: string) => `${name} is not a filter of the catalogue`,
  filterNeedsCategory: (name: string) => `Choose a category to filter by ${name}`,
  notInCategory: (attribute: string, category: string) =>
    `${category} has no filter by ${attribute}`,
  priceRange: "minPrice must not be above maxPrice",
  numberFilter: (name: string, unit: string | null) =>
    `${name} is a range${unit ? ` of ${unit}` : ""} such as 1.5..2 (from 1.5 up to 2), ..2 or 1.5.., or a number such as 1.5`,
};

// Part numbers and the quick order (issue 39): the tool forms, the API and /quick-order.
export const skuTexts = {
  format: "Use 1 to 40 letters, digits, dashes, dots, slashes or underscores",
  taken: "Another tool has this part number",
  unknown: (sku: string) => `No tool has the part number ${sku}`,
  gone: (sku: string) => `${sku} is no longer sold`,
  noQuantity: "Add a quantity after the part number, like FL-DD18-K2, 5",
  wholeNumber: "The quantity is not a whole number",
  twoCells: "Write only a part number and a quantity on a line",
  repeated: (line: number) =>
    `The same part number as line ${line}: put the quantities on one line`,
  tooManyLines: (max: number) => `Paste at most ${max} lines at a time`,
  tooLarge: (kb: number) => `Send at most ${kb} KB at a time`,
  nothingToAdd: "Type or paste lines of part number and quantity, or choose a CSV file",
  notCsv: "Choose a CSV file (text, with part number and quantity on each line)",
  added: (count: number) =>
    count === 1 ? "1 line added to your cart" : `${count} lines added to your cart`,
} as const;

// Categories and specifications (issue 39): the admin pages, the tool form and the JSON API.
export const categoryTexts = {
  categoryScreen: {
    title: "Categories",
    empty: "No categories yet.",
    add: { heading: "Add a category", submit: "Add category" },
    edit: {
      title: (name: string) => `Rename ${name}`,
      note: "The slug is the category's name in links: links shared with the old one stop finding it.",
    },
  },
  attributeScreen: {
    title: "Attributes",
    empty: "No attributes yet.",
    add: { heading: "Add an attribute", submit: "Add attribute" },
  },
  slugRule: "Use lowercase letters, digits and single hyphens (like drills-drivers)",
  slugTaken: "Another category already has this slug",
  keyTaken: "Another attribute already has this key",
  keyReserved: (names: string) => `This key is a catalogue query name (${names}): choose another`,
  noSuchCategory: "No such category",
  noSuchAttribute: "No such attribute",
  chooseCategory: "Choose one of the categories",
  parentIsSub: "A subcategory cannot have subcategories: choose a top category",
  categoryAdded: (name: string) => `${name} added`,
  categorySaved: (name: string) => `${name} saved`,
  categoryDeleted: (name: string) => `${name} deleted`,
  categoryMoved: (name: string) => `${name} moved`,
  categoryHasTools: (name: string, count: number) =>
    `${name} cannot be deleted: ${count === 1 ? "1 tool is" : `${count} tools are`} in it`,
  categoryHasChildren: (name: string) =>
    `${name} cannot be deleted: it has subcategories. Delete or move them first`,
  attributeAdded: (name: string) => `${name} added`,
  attributeSaved: (name: string) => `${name} saved`,
  attributeDeleted: (name: string) => `${name} deleted`,
  attributeHasValues: (name: string, count: number) =>
    `${name} cannot be deleted: ${count === 1 ? "1 tool has" : `${count} tools have`} a value for it`,
  optionInUse: (option: string, count: number) =>
    `${option} cannot be removed: ${count === 1 ? "1 tool has" : `${count} tools have`} it`,
  optionsRequired: "A choice needs at least one option, one a line",
  optionTwice: (option: string) => `${option} is listed twice`,
  unitOnlyForNumbers: "Only a number has a unit",
  attributeInUse: (attribute: string, count: number) =>
    `${attribute} cannot be left out: ${count === 1 ? "1 tool has" : `${count} tools have`} a value for it here`,
  notOfCategory: (key: string) => `The category names no attribute ${key}`,
  attributesNeedCategory: "Give the tool a category to give it attributes",
  sendToolChange: "Send sku, category, attributes, priceBreaks, pictures or lowStockThreshold",
} as const;

// Bulk import and export of tools (issue 39): the import page, the JSON API and its OpenAPI
// document say the same.
export const toolImportTexts = {
  unknownColumn: (name: string) => `No column is called ${name}`,
  blankColumn: (position: number) => `Column ${position} has no name: name it or remove it`,
  columnTwice: "This column is named twice",
  missingColumn: "This column is missing",
  cellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells; the header has ${columns}`,
  unreadable: (why: string) => `The file could not be read as CSV: ${why}`,
  empty: "The file has no rows after its header",
  tooManyLines: (most: string) => `Import at most ${most} rows at a time`,
  idTwice: (row: number) => `Row ${row} names this id too`,
  skuTwice: (row: number) => `Row ${row} has this part number too`,
  skuTaken: (tool: string) => `Another tool, ${tool}, has this part number`,
  skuTakenByDeleted: (tool: string) => `A deleted tool, ${tool}, keeps this part number`,
  noSuchTool: "No tool has this id",
  deletedTool: "This tool was deleted; add it again without an id",
  unknownCategory: "No category has this name or slug",
  categoryNameTwice: (slugs: string[]) =>
    `Categories ${slugs.join(", ")} have this name: give the slug of one`,
  notOfCategory: (attribute: string) =>
    `${attribute} is not a specification of this tool's category`,
  remotePicture:
    "Use a picture of this shop: /images/… or an upload's /uploads/… (upload it first)",
  missingUpload: "No uploaded picture has this url",
  tooManyPictures: (most: number) => `Give at most ${most} pictures`,
  firstPictureInImg: "Put the first picture here: the pictures column holds the further ones",
  notCsv: "Send the tools as CSV with Content-Type: text/csv",
  chooseFile: "Choose a CSV file",
  fileTooLarge: "The file must be at most 64 MB",
  pendingGone: "This preview has expired or was already imported: upload the file again",
  previewChanged: "The catalogue changed since the preview: check what the import would do now",
  imported: (created: number, updated: number) =>
    `Imported: ${created} created, ${updated} updated`,
} as const;

// Price groups (issue 40): the admins' pages, Manage Users, the JSON API and its OpenAPI document
// say the same.
export const priceGroupTexts = {
  screen: {
    title: "Price groups",
    empty: "No price groups yet: every customer pays list prices.",
    add: { heading: "Add a price group", submit: "Add group" },
    edit: { note: "Orders already placed keep the prices they were placed at." },
  },
  nameTaken: "A price group already has that name",
  discountPercent:
    "Enter a discount from 0 to 99.99 percent, with at most two decimals (like 12.5)",
  noSuchGroup: "That price group no longer exists.",
  unknownGroup: "No price group has that id or name",
  adminsPayListPrices: "An admin is in no price group: admins pay list prices",
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
  deleted: (name: string) => `${name} deleted`,
  confirmDelete: (name: string, members: number) =>
    members === 0
      ? messages.confirmDelete(name)
      : `${messages.confirmDelete(name)}? ${
          members === 1 ? "Its 1 member goes" : `Its ${members} members go`
        } back to list prices`,
  memberOf: (displayName: string, group: string) => `${displayName} now pays ${group} prices`,
  onListPrices: (displayName: string) => `${displayName} now pays list prices`,
} as const;

// Companies (issue 48): the admins' companies, a company's own page (members, invitations,
// addresses, orders) and the JSON API say the same.
export const companyTexts = {
  screen: {
    title: "Companies",
    empty: "No companies yet: every customer buys for themself.",
    add: {
      heading: "Add a company",
      note: "Then make one of its people its first company admin, on the company's Members page.",
      submit: "Add company",
    },
    edit: { note: "Its members' prices follow its price group at once." },
  },
  noSuchCompany: "No such company",
  unknownPriceGroup: "No price group has that id or name",
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
  nameRequired: "Enter the company's name",
  creditLimit: "Enter a credit limit in dollars, from 0 to 10,000,000.00",
  spendingLimit: "Enter a spending limit in dollars (0 or more), or leave it empty for none",
  noCustomerWithEmail: "No customer has that email: they sign up first, or invite them",
  shopAdminCannotJoin: "A shop admin buys for no company",
  inAnotherCompany: "That customer already belongs to another company: they leave it first",
  alreadyMember: "That customer is already a member of this company",
  madeAdmin: (name: string, company: string) => `${name} is now a company admin of ${company}`,
  lastAdmin: "A company keeps at least one company admin: make another member its admin first",
  notAMember: "No member of your company has that id",
  memberSaved: (name: string) => `${name} saved`,
  memberRemoved: (name: string, company: string) => `${name} no longer buys for ${company}`,
  confirmRemove: (name: string) => `Are You Sure Want To Remove ${name} From The Company`,
  companyAdminsOnly: "Only your company's admins may do this",
  membersOnly: "You buy for no company",
  notInACompany: "This customer buys for no company: name the company (`company`)",
  invited: (email: string) => `Invitation mailed to ${email}`,
  tooManyInvitations: "Your company has sent many invitations today: try again tomorrow",
  invitationGone:
    "This invitation has expired or was already used. Ask your company's admin for a new one.",
  joined: (company: string) => `Welcome to ${company}: you now buy for it`,
  priceGroupIsCompanys: (company: string) =>
    `This customer buys for ${company}: its price group is the company's (change it on Companies)`,
  bookIsCompanys:
    "Your company's address book has no billing address: the company's billing address is on its details",
  buyersDoNotKeepBook: "Your company's admins keep its address book",
  roleLabel: (role: "admin" | "buyer") => (role === "admin" ? "Company admin" : "Buyer"),
  noLimit: "No limit",
} as const;

/** Volume breaks (issue 40): the admin's price ladder of a tool and the words of its rungs. */
export const priceBreakTexts = {
  tooMany: (most: number) => `Give at most ${most} volume prices`,
  sameQuantity: "Another row starts at this quantity",
  belowMinimum: (minimum: number) =>
    `Make this quantity at least the minimum order, ${minimum.toLocaleString("en-US")}`,
  notFalling: (below: string) => `Make this price lower than ${below}, the price of fewer pieces`,
  notBelowList: (list: string) => `Make this price lower than the list price, ${list}`,
  saved: "Volume prices saved",
  removed: "Volume prices removed",
  unchanged: "The volume prices were already so",
} as const;

// Quotes (issue 40): the cart turned into a request, the admin's prices, the customer's accept;
// the pages, the JSON API and its OpenAPI document say the same.
export const quoteTexts = {
  requested: "Quote requested: we will mail you when it is priced",
  sent: "Quote sent: the customer is mailed",
  noSuchQuote: "No such quote",
  customersOnly: "Quotes are asked for by customers: admins price them",
  notSentYet: "This quote has not been priced yet",
  expired: (day: string) => `This quote expired on ${day}`,
  alreadyAccepted: "This quote was already accepted: it can no longer be changed",
  priceEveryLine: "Price every line of the quote, each once",
  // Issue 47: rounds of pricing, the customer's asks for changes, the review before accepting.
  keepOneLine: "Keep at least one line: a quote of nothing cannot be accepted",
  sentMeanwhile: "This quote was sent again meanwhile: reload it and price the latest round",
  changedSinceReview: "This quote changed since you reviewed it: review your order again",
  beingRevised: "You asked for changes: the quote can be accepted once we send it again",
  asked: "Sent: we will price the quote again and mail you",
  lineRemoved: (name: string) => `${name} taken out`,
  quantityChanged: (name: string, from: number, to: number) => `${name}: ${from} → ${to} pieces`,
  /** How an order from a quote with freight names its shipping: the method, at the quote's price. */
  freightShipping: (method: string) => `${method}, quoted freight`,
  freightReplaces: (freight: string) =>
    `Freight ${freight}, quoted: it replaces the shipping method's price`,
  notPricedYet: "Not priced yet",
  downloadPdf: "Download quote (PDF)",
} as const;

// The searches of the order history, Manage Orders, returns and quotes (issue 47): what the
// box looks in, and what a search that cannot be read or a page past the end says.
export const searchTexts = {
  myOrdersLookIn: "By order number, PO reference, tool or part number",
  allOrdersLookIn:
    "By order number, PO reference, customer name, email, company, tool or part number",
  returnsLookIn: "By return or order number, customer name, email, tool or part number",
  quotesLookIn: (admin: boolean) =>
    admin
      ? "By quote number, customer name, email, tool or part number"
      : "By quote number, tool or part number",
  unreadable: "This search could not be read:",
  pastTheEnd: (page: number, pageCount: number) =>
    `There is no page ${page}: the list ends on page ${pageCount}.`,
  toLastPage: "Go to the last page",
} as const;

// Approvals (issue 48): an order above a company buyer's spending limit waits for an admin of the
// company, who approves it (it can then be paid) or declines it with a note (the buyer is mailed).
export const approvalTexts = {
  awaitingNotice:
    "This order is above your spending limit: an admin of your company has been asked to approve it. Nothing is charged; you can pay once it is approved.",
  placedAwaiting: "Order placed: it awaits your company's approval",
  notPayableYet:
    "This order awaits your company's approval: it can be paid once an admin approves it.",
  notPayableDeclined: "This order was declined by your company: it can no longer be paid.",
  approved: (number: string) => `Order ${number} approved: its buyer is mailed to pay for it`,
  declined: (number: string) => `Order ${number} declined: its buyer is mailed your note`,
  alreadyDecided: (number: string, what: string) =>
    `Order ${number} is no longer awaiting approval: ${what}.`,
  ownOrder: "Your own order is decided by another admin of your company.",
  askedToDecide: (buyer: string, amount: string, limit: string | null) =>
    `${buyer} ordered ${amount}${limit === null ? "" : `, above their spending limit of ${limit}`}. Approve it and they can pay it; decline it and its pieces go back on sale.`,
  noSuchOrder: "No such order awaiting your company's approval",
  noteRequired: "Say why the order is declined: the buyer is mailed this note",
  noteTooLong: (max: number) => `Write at most ${max} characters`,
  listTitle: "Approvals",
  listIntro:
    "Orders of your company's buyers above their spending limit. Each holds its stock until it is approved, declined or expires.",
  noneWaiting: "No order is awaiting approval.",
  declineNoteLabel: "Why it is declined (the buyer is mailed this)",
  decidedBy: (decision: string, who: string) => `${decision} by ${who}`,
} as const;

/** API keys (issue 50): the admins' page, the confirmation and what a refused key is told. */
export const apiKeyTexts = {
  screen: {
    title: "API keys",
    empty: "No API keys yet: only signed-in people use the API.",
    add: {
      heading: "Create an API key",
      note: "The key is shown once, when it is made: copy it then. The shop keeps only a fingerprint of it.",
      submit: "Create key",
      pendingText: "Creating…",
    },
  },
  chooseScope: "Choose at least one scope",
  created: (name: string) => `${name} created: copy the key now, it is not shown again`,
  revoked: (name: string) => `${name} revoked`,
  alreadyRevoked: "That key was already revoked",
  noSuchKey: "That API key does not exist.",
  confirmRevoke: (name: string) => `Revoke ${name}? Every call made with it is refused from now on`,
  missingScope: (scope: string) => `This API key lacks the scope ${scope}`,
  notForKeys:
    "An API key cannot make this call: it acts for a signed-in person (sign in and use an access token)",
} as const;

// Tax exemption (issue 48): resale certificates, their review, and the orders they exempt. The
// pages, the JSON API, its OpenAPI document, the mails and the invoice say the same.
export const exemptionTexts = {
  /** The invoice's line, the totals' label and the order page's, word for word. */
  exemptLine: (number: string, state: string) =>
    `Exempt from sales tax: certificate ${number} (${state})`,
  statusLabels: { pending: "Awaiting review", verified: "Verified", rejected: "Rejected" },
  uploaded: "Certificate uploaded: it is awaiting review by the shop",
  verified: "Certificate verified: the company is mailed",
  rejected: "Certificate rejected: the company is mailed why",
  noSuchCertificate: "No such certificate",
  companyAdminsOnly: "Only a company's admins manage its tax exemptions",
  noFile: "Choose the certificate's file: a PDF, JPEG, PNG or WebP",
  wrongType: "The certificate must be a PDF, JPEG, PNG or WebP file",
  tooLarge: (megabytes: number) => `The certificate's file must be at most ${megabytes} MB`,
  numberRule: "Use letters, digits, spaces, dots, slashes and dashes",
  expiresPast: "Choose an expiry date that has not passed",
  expiresFar: "Choose an expiry date within 10 years",
  noteRequired: "Say why the certificate is rejected: the company is told",
  alreadyReviewed: (status: string) =>
    `This certificate has been reviewed already: it is ${status.toLowerCase()}`,
} as const;

/** Webhooks (issue 50): the admins' pages and what refuses an endpoint's address. */
export const webhookTexts = {
  screen: {
    title: "Webhooks",
    empty: "No endpoints yet: the shop tells no other system what happens.",
    add: {
      heading: "Add an endpoint",
      note: "The shop POSTs each event you choose to this address, signed with a secret shown once, when the endpoint is made.",
      submit: "Add endpoint",
      pendingText: "Adding…",
    },
  },
  urlLabel: "URL",
  eventsLabel: "Events",
  eventsHeading: "What is sent here",
  chooseEvent: "Choose at least one event",
  urlInvalid: "Enter an absolute URL such as https://erp.example/forgeline",
  urlNotHttps: "The URL must start with https://",
  urlUnresolved: "The URL's host name does not resolve to any address",
  urlNotPublic:
    "The URL must reach a public address: loopback, private, link-local and other local addresses are refused",
  created: (url: string) => `${url} added: copy the secret now, it is not shown again`,
  secretHeading: "The endpoint's signing secret",
  secretNote:
    "Receivers check each delivery's Forgeline-Signature with it (see the API documentation). It is not shown again.",
  saved: "Events saved",
  switchedOn: "Endpoint switched on",
  switchedOff: "Endpoint switched off",
  deleted: (url: string) => `${url} deleted`,
  resent: "Delivery queued to be sent again",
  resendInFlight: "That delivery is being attempted right now: resend it in a minute if it fails",
  noSuchEndpoint: "That webhook endpoint does not exist.",
  noSuchDelivery: "That delivery does not exist.",
  confirmDelete: (url: string) =>
    `Delete the endpoint ${url}? Its deliveries go with it and nothing more is sent there`,
  deliveriesHeading: "Deliveries",
  noDeliveries: "Nothing delivered yet: events this endpoint subscribes to appear here.",
  status: { pending: "Pending", delivered: "Delivered", failed: "Failed" },
  off: "Off",
  on: "On",
} as const;
