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
